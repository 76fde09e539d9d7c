// The playground page: boots the local world (world, msw worker, mock wallet), then renders the host app and panel.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BootFailure } from './BootFailure.js'
import { bootPlayground } from './bootPlayground.js'
import { PlaygroundApp } from './PlaygroundApp.js'

const container = document.getElementById('root')
if (container) {
  const root = createRoot(container)
  bootPlayground().then(
    (playground) =>
      root.render(
        <StrictMode>
          <PlaygroundApp playground={playground} />
        </StrictMode>,
      ),
    (error: unknown) => root.render(<BootFailure error={error} />),
  )
}

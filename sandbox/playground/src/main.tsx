// The playground page: boots the local world (world, msw worker, mock wallet), then renders the host app and panel.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BootFailure } from './BootFailure.js'
import { bootPlayground } from './bootPlayground.js'
import { createHostKit } from './createHostKit.js'
import { PlaygroundApp } from './PlaygroundApp.js'

const container = document.getElementById('root')
if (container) {
  const root = createRoot(container)
  bootPlayground().then(
    (playground) => {
      // Created once, after the msw worker has started, so the kit's first API calls are answered.
      const kit = createHostKit(playground.world)
      root.render(
        <StrictMode>
          <PlaygroundApp playground={playground} kit={kit} />
        </StrictMode>,
      )
    },
    (error: unknown) => root.render(<BootFailure error={error} />),
  )
}

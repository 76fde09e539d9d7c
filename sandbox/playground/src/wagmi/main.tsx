// The wagmi host page (wagmi.html): boots the local world as the playground does, then renders a host that uses
// wagmi's hooks through `walletkit/wagmi` beside the sandbox panel.
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createWagmiConfig } from 'walletkit/wagmi'
import { BootFailure } from '../BootFailure.js'
import { bootPlayground } from '../bootPlayground.js'
import { createHostKit } from '../createHostKit.js'
import { SandboxPanel } from '../SandboxPanel.js'
import { WagmiHostArea } from './WagmiHostArea.js'

const container = document.getElementById('root')
if (container) {
  const root = createRoot(container)
  bootPlayground()
    .then((playground) => {
      // Created once, after the msw worker has started, so the kit's first API calls are answered.
      const kit = createHostKit(playground.world)
      const config = createWagmiConfig(kit)
      root.render(
        <StrictMode>
          <div className="layout">
            <WagmiHostArea
              world={playground.world}
              kit={kit}
              config={config}
              queryClient={new QueryClient()}
            />
            <SandboxPanel playground={playground} kit={kit} />
          </div>
        </StrictMode>,
      )
    })
    .catch((error: unknown) => root.render(<BootFailure error={error} />))
}

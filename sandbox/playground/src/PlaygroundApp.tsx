import type { WalletKit } from 'walletkit'
import type { Playground } from './bootPlayground.js'
import { HostAppArea } from './HostAppArea.js'
import { SandboxPanel } from './SandboxPanel.js'

/** The whole page: the host app on the left, the sandbox panel on the right (stacked below it on narrow screens). */
export function PlaygroundApp({ playground, kit }: { playground: Playground; kit: WalletKit }) {
  return (
    <div className="layout">
      <HostAppArea world={playground.world} kit={kit} log={playground.log} />
      <SandboxPanel playground={playground} kit={kit} />
    </div>
  )
}

import type { WalletKit } from 'walletkit'
import { AccountOptionsSection } from './AccountOptionsSection.js'
import type { Playground } from './bootPlayground.js'
import { ChainsSection } from './ChainsSection.js'
import { ConnectOptionsSection } from './ConnectOptionsSection.js'
import { DebugSection } from './DebugSection.js'
import { EventLogSection } from './EventLogSection.js'
import { InboxSection } from './inbox/InboxSection.js'
import { ResetWorld } from './ResetWorld.js'
import { ScenarioSection } from './ScenarioSection.js'
import { VisitorSection } from './VisitorSection.js'
import { WalletRequestsSection } from './WalletRequestsSection.js'
import { WalletConnectSection } from './walletconnect/WalletConnectSection.js'

/**
 * The sandbox's controls beside the host app: scenario, wallet requests, the visitor's time zone and language (given
 * the page's kit), debug alerts, the Connect view's options, the Account features, chains, event log and reset.
 */
export function SandboxPanel({ playground, kit }: { playground: Playground; kit?: WalletKit | undefined }) {
  return (
    <aside className="panel" aria-labelledby="panel-title">
      <header className="panel-header">
        <div>
          <h2 id="panel-title">Sandbox</h2>
          <p className="muted">Local chains and mocked services, offline.</p>
        </div>
        <ResetWorld resetWorld={playground.resetWorld} />
      </header>
      <ScenarioSection controller={playground.controller} warning={playground.scenarioWarning} />
      <WalletRequestsSection controller={playground.controller} world={playground.world} />
      {playground.world.services.relayUrl && <WalletConnectSection />}
      {playground.world.services.loginFrameUrl && (
        <InboxSection loginFrameUrl={playground.world.services.loginFrameUrl} />
      )}
      <VisitorSection kit={kit} />
      <DebugSection />
      <ConnectOptionsSection />
      <AccountOptionsSection />
      <ChainsSection world={playground.world} />
      <EventLogSection log={playground.log} />
    </aside>
  )
}

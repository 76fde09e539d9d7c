import type { SandboxWorld } from '@walletkit/fixtures'
import { ConnectButton, type WalletKit, WalletKitProvider } from 'walletkit'
import { BitcoinActionsCard } from './bitcoin/BitcoinActionsCard.js'
import type { EventLog } from './createEventLog.js'
import { HostActionsCard } from './HostActionsCard.js'
import { HostThemeCard } from './HostThemeCard.js'
import { PolkadotActionsCard } from './PolkadotActionsCard.js'
import { useKitEventLog } from './useKitEventLog.js'

/** The host application's area: a dapp with WalletKit mounted, and the stand-in services it talks to. */
export function HostAppArea({ world, kit, log }: { world: SandboxWorld; kit: WalletKit; log: EventLog }) {
  return (
    <WalletKitProvider kit={kit}>
      <HostApp world={world} log={log} kit={kit} />
    </WalletKitProvider>
  )
}

function HostApp({ world, log, kit }: { world: SandboxWorld; log: EventLog; kit: WalletKit }) {
  const bitcoin = kit.adapters.get('bip122')
  useKitEventLog(log)
  const services = [
    { label: 'Blockchain API', url: world.services.blockchainApiUrl },
    { label: 'Wallet directory', url: world.services.walletDirectoryUrl },
    { label: 'Analytics', url: world.services.analyticsUrl },
  ]
  return (
    <main className="host" aria-labelledby="host-title">
      <header className="host-header">
        <div className="host-brand" aria-hidden="true">
          <span className="host-logo" />
        </div>
        <div>
          <h1 id="host-title">Your app</h1>
          <p className="muted">The host application, as a visitor sees it.</p>
        </div>
        <div className="host-connect">
          <ConnectButton />
        </div>
      </header>

      <div className="host-body">
        <HostActionsCard />
        <PolkadotActionsCard kit={kit} />
        {bitcoin ? <BitcoinActionsCard adapter={bitcoin} /> : null}
        <HostThemeCard />

        <section className="card" aria-labelledby="services-title">
          <h2 id="services-title" className="card-title">
            Provider stand-ins
          </h2>
          <p className="muted">
            Answered in this browser by the mock service worker; nothing leaves the machine.
          </p>
          <dl className="services">
            {services.map((service) => (
              <div key={service.label}>
                <dt>{service.label}</dt>
                <dd>
                  <code>{service.url}</code>
                </dd>
              </div>
            ))}
            {world.chains.map((chain) => (
              <div key={chain.chainId}>
                <dt>{chain.name} RPC</dt>
                <dd>
                  <code>{chain.rpcUrl}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </main>
  )
}

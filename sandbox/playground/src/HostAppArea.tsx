import type { SandboxWorld } from '@walletkit/fixtures'

/** The host application's area: where the WalletKit modal will mount, and the stand-in services it talks to. */
export function HostAppArea({ world }: { world: SandboxWorld }) {
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
      </header>

      <div className="host-body">
        <section className="card placeholder" aria-labelledby="mount-title">
          <div className="placeholder-icon" aria-hidden="true">
            <span />
          </div>
          <h2 id="mount-title">The WalletKit modal mounts here</h2>
          <p className="muted">
            It comes with the next issue. Until then, drive the sandbox from the panel: pick a scenario,
            answer the mock wallet's requests and watch the local chains.
          </p>
        </section>

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

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { SandboxWorld } from '@walletkit/fixtures'
import type { Config } from 'wagmi'
import { WagmiProvider } from 'wagmi'
import { ConnectButton, NetworkButton, type WalletKit, WalletKitProvider } from 'walletkit'
import { WagmiAccountCard } from './WagmiAccountCard.js'

/**
 * A host app as wagmi users write one: WagmiProvider (its config made from the kit by `walletkit/wagmi`), React
 * Query, then WalletKitProvider; WalletKit's buttons connect, wagmi's hooks read and write.
 */
export function WagmiHostArea({
  world,
  kit,
  config,
  queryClient,
}: {
  world: SandboxWorld
  kit: WalletKit
  config: Config
  queryClient: QueryClient
}) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletKitProvider kit={kit}>
          <main className="host" aria-labelledby="host-title">
            <header className="host-header">
              <div className="host-brand" aria-hidden="true">
                <span className="host-logo" />
              </div>
              <div>
                <h1 id="host-title">Your wagmi app</h1>
                <p className="muted">wagmi's hooks on the account WalletKit connects.</p>
              </div>
              <div className="host-connect host-buttons">
                <NetworkButton />
                <ConnectButton />
              </div>
            </header>
            <div className="host-body">
              <WagmiAccountCard world={world} />
            </div>
          </main>
        </WalletKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

'use client'

import { useAccount, useDisconnect, useNetwork } from 'walletkit'

/** The connected account and its network, read from WalletKit's hooks. */
export function AccountCard() {
  const { address, isConnected, status } = useAccount()
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  const { disconnect } = useDisconnect()

  return (
    <section className="card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      {isConnected ? (
        <dl className="facts">
          <dt>Address</dt>
          <dd>
            <code>{address}</code>
          </dd>
          <dt>Network</dt>
          <dd>{caipNetwork ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})` : 'Unknown'}</dd>
        </dl>
      ) : (
        <p className="muted">Not connected ({status}). Use the button above to connect a wallet.</p>
      )}
      {isConnected && (
        <div className="actions">
          {networks
            .filter((network) => network.caipNetworkId !== caipNetwork?.caipNetworkId)
            .map((network) => (
              <button key={network.caipNetworkId} type="button" onClick={() => switchNetwork(network)}>
                Switch to {network.name}
              </button>
            ))}
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </div>
      )}
    </section>
  )
}

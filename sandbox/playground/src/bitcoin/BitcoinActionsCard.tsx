import { sandboxBitcoinAccounts } from '@walletkit/fixtures'
import { useState } from 'react'
import { type ChainAdapter, useAccount } from 'walletkit'

/** The message the card asks the Bitcoin wallet to sign. */
export const BITCOIN_CARD_MESSAGE = 'Hello from Your app'

/** Where the card's transfer goes: Bob's payment address, 1,000 sats. */
const TRANSFER = { to: sandboxBitcoinAccounts[1]?.payment.address ?? '', sats: 1_000 }

type Outcome = { kind: 'signature' | 'txid' | 'error'; text: string } | undefined

const LABELS = {
  signature: 'Bitcoin signature',
  txid: 'Bitcoin transaction id',
  error: 'Bitcoin request failed',
}

/**
 * What a dapp does with a Bitcoin wallet once connected (`?namespaces=bip122`), through the kit's bip122 adapter
 * (WalletConnect's method names): signs a message (`signMessage`) and sends 1,000 sats to Bob (`sendTransfer`),
 * showing the signature or the transaction id.
 * @example {bitcoin ? <BitcoinActionsCard adapter={bitcoin} /> : null}
 */
export function BitcoinActionsCard({ adapter }: { adapter: ChainAdapter }) {
  const { address, isConnected } = useAccount({ namespace: 'bip122' })
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  const run = async (kind: 'signature' | 'txid', method: string, params: unknown) => {
    setBusy(true)
    setOutcome(undefined)
    try {
      const answer = (await adapter.request?.({ method, params })) as Record<string, unknown> | undefined
      setOutcome({ kind, text: String(answer?.[kind]) })
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="bitcoin-actions-title">
      <h2 id="bitcoin-actions-title" className="card-title">
        Try Bitcoin
      </h2>
      {!isConnected || !address ? (
        <p className="muted">Connect a Bitcoin wallet to sign a message.</p>
      ) : (
        <div className="host-actions">
          <p className="muted">
            Bitcoin address <code>{address}</code>
          </p>
          <div className="host-action">
            <button
              type="button"
              className="button primary"
              onClick={() => run('signature', 'signMessage', { message: BITCOIN_CARD_MESSAGE, address })}
              disabled={busy}
            >
              Sign a Bitcoin message
            </button>
            <button
              type="button"
              className="button"
              onClick={() =>
                run('txid', 'sendTransfer', {
                  account: address,
                  recipientAddress: TRANSFER.to,
                  amount: String(TRANSFER.sats),
                })
              }
              disabled={busy}
            >
              Send 1,000 sats to Bob
            </button>
            {outcome ? (
              <p
                className={`host-result ${outcome.kind === 'error' ? 'danger' : ''}`}
                role="status"
                aria-label={LABELS[outcome.kind]}
              >
                <span className="muted">{LABELS[outcome.kind]}: </span>
                <code>{outcome.text}</code>
              </p>
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}

import { useState } from 'react'
import { type ChainAdapter, useAccount } from 'walletkit'

/** The message the card asks the Bitcoin wallet to sign. */
export const BITCOIN_CARD_MESSAGE = 'Hello from Your app'

type Outcome = { kind: 'signature' | 'error'; text: string } | undefined

/**
 * What a dapp does with a Bitcoin wallet once connected (`?namespaces=bip122`): signs a message through the kit's
 * bip122 adapter (WalletConnect's `signMessage`), and shows the signature.
 * @example {bitcoin ? <BitcoinActionsCard adapter={bitcoin} /> : null}
 */
export function BitcoinActionsCard({ adapter }: { adapter: ChainAdapter }) {
  const { address, isConnected } = useAccount({ namespace: 'bip122' })
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  const sign = async () => {
    setBusy(true)
    setOutcome(undefined)
    try {
      const answer = (await adapter.request?.({
        method: 'signMessage',
        params: { message: BITCOIN_CARD_MESSAGE, address },
      })) as { signature?: unknown } | undefined
      setOutcome({ kind: 'signature', text: String(answer?.signature) })
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
            <button type="button" className="button primary" onClick={sign} disabled={busy}>
              {busy ? 'Signing…' : 'Sign a Bitcoin message'}
            </button>
            {outcome ? (
              <p
                className={`host-result ${outcome.kind === 'error' ? 'danger' : ''}`}
                role="status"
                aria-label={outcome.kind === 'error' ? 'Bitcoin signing failed' : 'Bitcoin signature'}
              >
                <span className="muted">{outcome.kind === 'error' ? 'Failed' : 'Signature'}: </span>
                <code>{outcome.text}</code>
              </p>
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}

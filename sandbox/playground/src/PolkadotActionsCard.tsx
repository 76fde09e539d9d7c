import { useState } from 'react'
import { useAccount, type WalletKit } from 'walletkit'

type Outcome = { kind: 'signature' | 'error'; text: string } | undefined

/** The message the card asks the Polkadot wallet to sign. */
const POLKADOT_DEMO_MESSAGE = 'Hello from Your app on Polkadot'

/**
 * What a Polkadot dapp does once connected (`?namespaces=polkadot`): sign a message through the kit's request path
 * (`polkadot_signMessage` to the polkadot adapter), showing the signature or why it failed. Nothing without a
 * polkadot adapter or account.
 * @example <PolkadotActionsCard kit={kit} />
 */
export function PolkadotActionsCard({ kit }: { kit: WalletKit }) {
  const { address, isConnected } = useAccount({ namespace: 'polkadot' })
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  const adapter = kit.adapters.get('polkadot')
  if (!adapter?.request) return null

  const sign = async () => {
    setBusy(true)
    setOutcome(undefined)
    try {
      const answer = (await adapter.request?.({
        method: 'polkadot_signMessage',
        params: { address, message: POLKADOT_DEMO_MESSAGE },
      })) as { signature?: unknown } | undefined
      setOutcome({ kind: 'signature', text: String(answer?.signature) })
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="polkadot-actions-title">
      <h2 id="polkadot-actions-title" className="card-title">
        Try it on Polkadot
      </h2>
      {!isConnected || !address ? (
        <p className="muted">Connect a Polkadot wallet to sign a message.</p>
      ) : (
        <div className="host-actions">
          <p className="muted">
            Connected as <code>{address}</code>.
          </p>
          <div className="host-action">
            <button type="button" className="button primary" onClick={sign} disabled={busy}>
              {busy ? 'Signing…' : 'Sign a Polkadot message'}
            </button>
            {outcome ? (
              <p
                className={`host-result ${outcome.kind === 'error' ? 'danger' : ''}`}
                role="status"
                aria-label={outcome.kind === 'error' ? 'Polkadot signing failed' : 'Polkadot signature'}
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

import { type FormEvent, useEffect, useId, useState } from 'react'
import { PanelSection } from '../PanelSection.js'
import { watchJson } from '../watchJson.js'
import { controlTestWallet, TEST_WALLET_STATE_URL, type TestWalletState } from './testWalletControls.js'

/**
 * The WalletConnect test wallet: pair with a `wc:` URI, its pending proposals and requests with Approve and Reject,
 * auto-approve, and its live sessions.
 */
export function WalletConnectSection() {
  const [state, setState] = useState<TestWalletState>()
  const [error, setError] = useState<string>()
  const [uri, setUri] = useState('')
  const uriId = useId()
  const autoId = useId()

  // The wallet's state as it changes: the sandbox answers each read once something differs.
  useEffect(
    () =>
      watchJson<TestWalletState>(TEST_WALLET_STATE_URL, {
        onValue: setState,
        onError: (cause) => setError(`The test wallet did not answer (${cause.message})`),
      }),
    [],
  )

  const act = async (action: Parameters<typeof controlTestWallet>[0], body?: Record<string, unknown>) => {
    setError(undefined)
    try {
      setState(await controlTestWallet(action, body))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  const pair = (event: FormEvent) => {
    event.preventDefault()
    const text = uri.trim()
    if (!text) return
    setUri('')
    void act('pair', { uri: text })
  }

  const pending = state?.pending ?? []
  return (
    <PanelSection
      title="WalletConnect wallet"
      aside={pending.length > 0 && <span className="count">{pending.length} pending</span>}
    >
      <form onSubmit={pair}>
        <label className="field-label" htmlFor={uriId}>
          Pair with URI
        </label>
        <div className="field-row">
          <input
            id={uriId}
            className="select"
            placeholder="wc:…"
            autoComplete="off"
            value={uri}
            onChange={(event) => setUri(event.currentTarget.value)}
          />
          <button type="submit" className="button" disabled={!uri.trim()}>
            Pair
          </button>
        </div>
      </form>
      <label className="field-label" htmlFor={autoId}>
        <input
          id={autoId}
          type="checkbox"
          checked={state?.autoApprove ?? false}
          onChange={(event) => void act('auto-approve', { on: event.currentTarget.checked })}
        />{' '}
        Approve everything at once
      </label>
      {error && (
        <p className="hint" role="alert">
          {error}
        </p>
      )}
      {pending.length === 0 ? (
        <p className="empty">No pending WalletConnect requests</p>
      ) : (
        <ul className="requests" aria-label="Pending WalletConnect requests">
          {pending.map((item) => {
            const what = item.kind === 'proposal' ? 'session proposal' : item.method
            return (
              <li key={item.id} className="request" aria-label={`${what} from ${item.dapp}`}>
                <div className="request-head">
                  <code className="method">{what}</code>
                </div>
                <p className="request-summary">
                  {item.kind === 'proposal'
                    ? `${item.dapp} asks to connect on ${item.chains.join(', ')}`
                    : `${item.dapp} on ${item.chainId}`}
                </p>
                <div className="request-actions">
                  <button
                    type="button"
                    className="button primary"
                    aria-label={`Approve ${what}`}
                    onClick={() => void act('approve', { id: item.id })}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Reject ${what}`}
                    onClick={() => void act('reject', { id: item.id })}
                  >
                    Reject
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {state && state.sessions.length > 0 && (
        <>
          <ul className="requests" aria-label="WalletConnect sessions">
            {state.sessions.map((session) => (
              <li key={session.topic} className="request">
                <p className="request-summary">{session.dapp}</p>
                <p className="request-meta muted mono">{session.accounts[0]}</p>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => void act('disconnect')}>
            End sessions from the wallet
          </button>
        </>
      )}
    </PanelSection>
  )
}

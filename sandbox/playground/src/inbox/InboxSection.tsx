import { useId, useState } from 'react'
import { formatClockTime } from '../formatClockTime.js'
import { PanelSection } from '../PanelSection.js'
import { useLoginFrameInbox } from './useLoginFrameInbox.js'

const scenarios: { value: string; label: string }[] = [
  { value: 'none', label: 'Happy path' },
  { value: 'device-verification', label: 'Device verification required' },
  { value: 'frame-timeout', label: 'Frame never answers (time-out)' },
  { value: 'frame-not-ready', label: 'Frame never loads (socials time-out)' },
  { value: 'origin-not-allowed', label: 'Origin not allowed' },
  { value: 'invalid-project-id', label: 'Invalid project id' },
  { value: 'session-not-yet-valid', label: 'Session token not yet valid' },
  { value: 'smart-account-fails', label: 'Smart account set-up fails' },
]

/**
 * The login frame's side of the world: the emails it sends (one-time codes, device approvals), Farcaster logins
 * waiting for approval, the frame's scenario, and whether it enables smart accounts on the local chains.
 * @example <InboxSection loginFrameUrl={world.services.loginFrameUrl} />
 */
export function InboxSection({ loginFrameUrl }: { loginFrameUrl: string }) {
  const { inbox, error, post } = useLoginFrameInbox(loginFrameUrl)
  const [farcasterName, setFarcasterName] = useState('alice')
  const selectId = useId()
  const nameId = useId()
  const smartId = useId()
  const waiting = inbox.farcaster.filter((request) => !request.userName)
  return (
    <PanelSection
      title="Inbox"
      aside={inbox.messages.length > 0 && <span className="count">{inbox.messages.length}</span>}
    >
      <div className="field-row">
        <label className="field-label" htmlFor={selectId}>
          Login frame
        </label>
        <select
          id={selectId}
          className="select select-inline"
          value={inbox.scenario}
          onChange={(event) => void post('scenario', { scenario: event.currentTarget.value })}
        >
          {scenarios.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <label className="field-label" htmlFor={smartId}>
        <input
          id={smartId}
          type="checkbox"
          checked={inbox.smartAccounts}
          onChange={(event) => void post('smart-accounts', { enabled: event.currentTarget.checked })}
        />{' '}
        Smart accounts on the local chains
      </label>
      {error && <p className="hint">The login frame did not answer: {error}</p>}
      {waiting.length > 0 && (
        <ul className="requests" aria-label="Farcaster logins">
          {waiting.map((request) => (
            <li key={request.channel} className="request" aria-label="Farcaster login waiting">
              <p className="request-summary">A Farcaster login is waiting for approval.</p>
              <div className="field-row">
                <label className="field-label" htmlFor={nameId}>
                  Farcaster username
                </label>
                <input
                  id={nameId}
                  className="select select-inline"
                  value={farcasterName}
                  onChange={(event) => setFarcasterName(event.currentTarget.value)}
                />
              </div>
              <div className="request-actions">
                <button
                  type="button"
                  className="button primary"
                  onClick={() =>
                    void post('farcaster/approve', { channel: request.channel, userName: farcasterName })
                  }
                >
                  Approve Farcaster login
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {inbox.messages.length === 0 ? (
        <p className="hint">Codes sent by the login frame appear here.</p>
      ) : (
        <ul className="requests" aria-label="Emails">
          {inbox.messages.map((message) => (
            <li
              key={message.id}
              className="request"
              aria-label={`Email to ${message.to}: ${message.subject}`}
            >
              <div className="request-head">
                <span className="mono">{message.to}</span>
                <time className="muted" dateTime={new Date(message.time).toISOString()}>
                  {formatClockTime(message.time)}
                </time>
              </div>
              <p className="request-summary">{message.subject}</p>
              {message.code && (
                <p>
                  <span className="muted">Code: </span>
                  <code role="status" aria-label={`Code for ${message.to}`}>
                    {message.code}
                  </code>
                </p>
              )}
              {message.kind === 'device' && (
                <div className="request-actions">
                  {message.approved ? (
                    <span className="muted">Device approved</span>
                  ) : (
                    <button
                      type="button"
                      className="button primary"
                      onClick={() => void post('device/approve', { id: message.id })}
                    >
                      Approve device
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  )
}

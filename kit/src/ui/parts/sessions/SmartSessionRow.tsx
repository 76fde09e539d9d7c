import { useId } from 'react'
import type { SmartSession } from '../../../api/smartSessionSchema.js'
import { describeSmartSession, type SmartSessionStatus } from '../../../core/sessions/describeSmartSession.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SessionRevokeFailure } from './SessionRevokeFailure.js'
import type { SessionRevocation } from './useSmartSessions.js'

export type SmartSessionRowProps = {
  session: SmartSession
  /** This row's revocation under way or failed, if any. */
  revocation: SessionRevocation | undefined
  onRevoke(): void
  /** The time the status is read at (unix ms). */
  now: number
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** The host of the app's URL, as the row's second line; nothing for a URL that does not parse. */
function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).host : undefined
  } catch {
    return undefined
  }
}

/**
 * One smart session: the app's icon, name and site, what it may do, and its expiry; Revoke while it is active (busy
 * while the wallet signs and the provider answers), "Revoked" and the time once revoked, "Expired" and the date past
 * its expiry.
 * A failed or declined revocation shows under the row, which otherwise stays as it was. Data shows as text only.
 * @example <SmartSessionRow session={session} revocation={undefined} onRevoke={() => revoke(session)} now={Date.now()} />
 */
export function SmartSessionRow({ session, revocation, onRevoke, now }: SmartSessionRowProps) {
  const t = useT()
  const nameId = useId()
  const { status, grants } = describeSmartSession(session, now)
  const revoking = revocation?.step === 'revoking'
  const host = hostOf(session.project.url)
  const { name, iconUrl } = session.project
  return (
    <li className="wk-session" data-status={status} aria-labelledby={nameId}>
      <div className="wk-session-body">
        <RemoteImage kind="wallet" name={name} src={iconUrl} />
        <div className="wk-session-main">
          <span className="wk-session-name" id={nameId}>
            {name}
          </span>
          {host ? (
            <span className="wk-session-sub">
              <bdi dir="ltr">{host}</bdi>
            </span>
          ) : null}
          {grants.length > 0 ? (
            <ul className="wk-session-grants" aria-label={t('smartSessionRow.permissions')}>
              {grants.map((grant, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two permissions may read the same
                <li key={index}>{t.ref(grant)}</li>
              ))}
            </ul>
          ) : null}
          <SessionTime session={session} status={status} />
        </div>
        {status === 'active' ? (
          <button
            type="button"
            className="wk-btn wk-session-revoke"
            data-variant="secondary"
            aria-label={t('smartSessionRow.revokeNamed', { name })}
            aria-busy={revoking}
            disabled={revoking}
            onClick={onRevoke}
          >
            {revoking ? <Spinner /> : null}
            {revoking ? t('smartSessionRow.revoking') : t('smartSessionRow.revoke')}
          </button>
        ) : null}
      </div>
      {revocation?.step === 'failed' ? <SessionRevokeFailure error={revocation.error} /> : null}
    </li>
  )
}

/** The expiry, or for a revoked session "Revoked" and the revocation time; an ended session's word as a pill. */
function SessionTime({ session, status }: { session: SmartSession; status: SmartSessionStatus }) {
  const t = useT()
  const revoked = status === 'revoked' && session.revokedAt !== undefined
  const seconds = revoked ? (session.revokedAt as number) : session.expiry
  return (
    <span className="wk-session-sub">
      {status === 'active' ? (
        t('smartSessionRow.expires')
      ) : (
        <span className="wk-session-status" data-status={status}>
          {status === 'revoked' ? t('smartSessionRow.revoked') : t('smartSessionRow.expired')}
        </span>
      )}{' '}
      <time dateTime={iso(seconds)}>
        {new Intl.DateTimeFormat(
          t.locale,
          revoked ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
        ).format(seconds * 1000)}
      </time>
    </span>
  )
}

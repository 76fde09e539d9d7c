import { goBack } from '../../../core/router/goBack.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../../parts/common/describeError.js'
import { EmptyState } from '../../parts/common/EmptyState.js'
import { SmartSessionRow } from '../../parts/sessions/SmartSessionRow.js'
import { SmartSessionsSkeleton } from '../../parts/sessions/SmartSessionsSkeleton.js'
import { useSessionsStyles } from '../../parts/sessions/useSessionsStyles.js'
import { useSmartSessions } from '../../parts/sessions/useSmartSessions.js'

/**
 * SmartSessions (with `features.smartSessions`): the connected account's smart sessions from the provider
 * (GET /v1/sessions/{address}, spec 7), each with its app, permissions and expiry, and Revoke, which has the wallet
 * sign a message naming the session and posts it (POST /v1/sessions/{address}/revoke). Loading shows placeholder
 * rows, a failed load the error with Retry, no sessions an empty state; a revoked row shows "Revoked" and its time.
 * @example pushView(kit, 'SmartSessions')
 */
export default function SmartSessionsView() {
  const t = useT()
  const kit = useKit()
  useSessionsStyles()
  const { load, revocations, revoke, retry } = useSmartSessions(kit)
  const intro = <p className="wk-muted wk-session-intro">{t('smartSessions.appsYouAllowedTo')}</p>
  if (load.status === 'loading')
    return (
      <div className="wk-stack">
        {intro}
        <SmartSessionsSkeleton />
      </div>
    )
  if (load.status === 'failed')
    return (
      <EmptyState
        icon="offline"
        tone="error"
        title={t('smartSessions.sessionsCouldNotBe')}
        text={describeError(load.error, t).message}
        action={{ label: t('common.retry'), onClick: retry }}
      />
    )
  if (load.sessions.length === 0)
    return (
      <EmptyState
        icon="key"
        title={t('smartSessions.noSmartSessions')}
        text={t('smartSessions.whenAnAppAsks')}
        action={{ label: t('common.backToAccount'), onClick: () => goBack(kit) }}
      />
    )
  const now = Date.now()
  return (
    <div className="wk-stack">
      {intro}
      <ul className="wk-session-list" aria-label={t('common.smartSessions')}>
        {load.sessions.map((session) => (
          <SmartSessionRow
            key={session.pci}
            session={session}
            revocation={revocations[session.pci]}
            onRevoke={() => void revoke(session)}
            now={now}
          />
        ))}
      </ul>
    </div>
  )
}

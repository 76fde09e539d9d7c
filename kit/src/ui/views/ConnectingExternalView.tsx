import { useStore } from 'zustand'
import { RemoteImage } from '../../primitives/components/RemoteImage.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { ConnectionOutcome } from '../parts/connect/ConnectionOutcome.js'
import { connectorImage } from '../parts/connect/connectorImage.js'
import { RetryButton } from '../parts/connect/RetryButton.js'
import { useConnectionAttempt } from '../parts/connect/useConnectionAttempt.js'

/**
 * ConnectingExternal: asks the route's connector to connect and waits ("Continue in {wallet}"); a refusal in the
 * wallet shows "Connection declined", another failure its message (and a shake), each with Retry.
 * @example pushView(kit, 'ConnectingExternal', { connector })
 */
export default function ConnectingExternalView() {
  const t = useT()
  const kit = useKit()
  const connector = useStore(kit.store, (state) => state.router.data?.connector)
  const { attempt, retry } = useConnectionAttempt({ connector })

  if (!connector) return <p className="wk-muted">{t('common.noWalletWasChosen')}</p>
  const name = connector.name
  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state={attempt.status}>
        <RemoteImage kind="wallet" name={name} src={connectorImage(connector)} size="lg" />
      </div>
      <div className="wk-center" aria-live="polite">
        {attempt.status === 'waiting' ? (
          <>
            <p className="wk-heading">{t('common.continueIn', { name })}</p>
            <p className="wk-muted">{t('connectingExternal.acceptTheConnectionRequest')}</p>
          </>
        ) : (
          <ConnectionOutcome outcome={attempt} declinedText={t('connectingExternal.declined', { name })} />
        )}
      </div>
      {attempt.status === 'waiting' ? null : <RetryButton key={attempt.status} onRetry={retry} />}
    </div>
  )
}

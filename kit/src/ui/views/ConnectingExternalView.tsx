import { useCallback, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { connectExternal } from '../../core/connection/connectExternal.js'
import { shakeModal } from '../../core/modal/shakeModal.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { WalletImage } from '../../primitives/components/WalletImage.js'
import { useKit } from '../../primitives/context/useKit.js'
import { describeError, type ErrorDescription } from '../parts/common/describeError.js'
import { useMountedRef } from '../parts/common/useMountedRef.js'
import { ConnectionOutcome } from '../parts/connect/ConnectionOutcome.js'
import { connectorImage } from '../parts/connect/connectorImage.js'
import { RetryButton } from '../parts/connect/RetryButton.js'

type Attempt = { status: 'waiting' } | { status: 'declined' } | ({ status: 'error' } & ErrorDescription)

/**
 * ConnectingExternal: asks the route's connector to connect and waits ("Continue in {wallet}"); a refusal in the
 * wallet shows "Connection declined", another failure its message (and a shake), each with Retry.
 * @example pushView(kit, 'ConnectingExternal', { connector })
 */
export default function ConnectingExternalView() {
  const kit = useKit()
  const connector = useStore(kit.store, (state) => state.router.data?.connector)
  const [attempt, setAttempt] = useState<Attempt>({ status: 'waiting' })
  const mounted = useMountedRef()
  const started = useRef(false)

  const connect = useCallback(async () => {
    if (!connector) return
    setAttempt({ status: 'waiting' })
    try {
      // On success connectExternal moves on itself (closes, or shows Account or UnsupportedChain).
      const result = await connectExternal(kit, { connector })
      if (mounted.current && result.status === 'declined') setAttempt({ status: 'declined' })
    } catch (error) {
      if (!mounted.current) return
      if (isUserRejection(error)) setAttempt({ status: 'declined' })
      else {
        setAttempt({ status: 'error', ...describeError(error) })
        shakeModal(kit)
      }
    }
  }, [kit, connector, mounted])

  useEffect(() => {
    // Once per visit: a remount in development (StrictMode) must not prompt the wallet twice.
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

  if (!connector) return <p className="wk-muted">No wallet was chosen.</p>
  const name = connector.name
  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state={attempt.status}>
        <WalletImage name={name} src={connectorImage(connector)} size="lg" />
      </div>
      <div className="wk-center" aria-live="polite">
        {attempt.status === 'waiting' ? (
          <>
            <p className="wk-heading">Continue in {name}</p>
            <p className="wk-muted">Accept the connection request in your wallet.</p>
          </>
        ) : (
          <ConnectionOutcome outcome={attempt} declinedText={`You declined the request in ${name}.`} />
        )}
      </div>
      {attempt.status === 'waiting' ? null : (
        <RetryButton key={attempt.status} onRetry={() => void connect()} />
      )}
    </div>
  )
}

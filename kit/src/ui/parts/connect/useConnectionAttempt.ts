import { useCallback, useEffect, useRef, useState } from 'react'
import type { Connector } from '../../../chains/ChainAdapter.js'
import { connectExternal } from '../../../core/connection/connectExternal.js'
import { shakeModal } from '../../../core/modal/shakeModal.js'
import { isUserRejection } from '../../../errors/isUserRejection.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useMountedRef } from '../common/useMountedRef.js'
import type { ConnectionOutcomeValue } from './ConnectionOutcome.js'

/** Where a connection attempt stands: waiting on the wallet, or ended without connecting. */
export type ConnectionAttempt = { status: 'waiting' } | ConnectionOutcomeValue

export type UseConnectionAttemptParameters = {
  /** The connector to connect with; undefined leaves the attempt where it is (`initial`). */
  connector: Connector | undefined
  /** What the attempt shows before it starts (an error when no connector could be found). */
  initial?: ConnectionAttempt | undefined
  /** Runs after the kit recorded the connection's outcome, connected or declined. */
  onSettled?: ((connector: Connector) => void) | undefined
}

/**
 * Connects once when the view shows, and again on `retry`: waiting, then connected (the kit moves on itself),
 * declined in the wallet (a state, not an error) or failed (its message, and a shake) (spec 4).
 * @example const { attempt, retry } = useConnectionAttempt({ connector })
 */
export function useConnectionAttempt({ connector, initial, onSettled }: UseConnectionAttemptParameters) {
  const kit = useKit()
  const [attempt, setAttempt] = useState<ConnectionAttempt>(initial ?? { status: 'waiting' })
  const mounted = useMountedRef()
  const started = useRef(false)
  const settled = useRef(onSettled)
  settled.current = onSettled

  const connect = useCallback(async () => {
    if (!connector) return
    setAttempt({ status: 'waiting' })
    try {
      const result = await connectExternal(kit, { connector })
      settled.current?.(connector)
      if (mounted.current && result.status === 'declined') setAttempt({ status: 'declined' })
    } catch (error) {
      if (!mounted.current) return
      if (isUserRejection(error)) setAttempt({ status: 'declined' })
      else {
        setAttempt({ status: 'error', error })
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

  return { attempt, retry: () => void connect() }
}

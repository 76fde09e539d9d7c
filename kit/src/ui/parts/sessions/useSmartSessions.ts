import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import type { SmartSession } from '../../../api/smartSessionSchema.js'
import { loadSmartSessions } from '../../../core/sessions/loadSmartSessions.js'
import { revokeSmartSession } from '../../../core/sessions/revokeSmartSession.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { useMountedRef } from '../common/useMountedRef.js'

/** The list as loaded: waiting, failed (with the request's error), or the account's sessions. */
export type SmartSessionsLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; sessions: SmartSession[] }

/** A row's revocation: waiting for the wallet and the provider, or failed (the row itself unchanged). */
export type SessionRevocation = { step: 'revoking' } | { step: 'failed'; error: unknown }

/**
 * The connected account's smart sessions and their revocation: loads the list when the account changes (and on
 * `retry`), and `revoke` signs and sends one revocation, after which that row carries its revocation time. A failed
 * or declined revocation leaves the session as it was and is kept per row until the next try.
 * @example const { load, revocations, revoke, retry } = useSmartSessions(kit)
 */
export function useSmartSessions(kit: WalletKit) {
  const caipAddress = useStore(kit.store, (state) => state.accounts.eip155?.caipAddress)
  const [load, setLoad] = useState<SmartSessionsLoad>({ status: 'loading' })
  const [revocations, setRevocations] = useState<Record<string, SessionRevocation>>({})
  const [attempt, setAttempt] = useState(0)
  const mounted = useMountedRef()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    setRevocations({})
    loadSmartSessions(kit, { signal: controller.signal }).then(
      (sessions) => {
        if (!controller.signal.aborted) setLoad({ status: 'loaded', sessions })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error })
      },
    )
    return () => controller.abort()
  }, [kit, caipAddress, attempt])

  const setRow = useCallback((pci: string, next: SessionRevocation | undefined) => {
    setRevocations(({ [pci]: _, ...others }) => (next ? { ...others, [pci]: next } : others))
  }, [])

  const revoke = async (session: SmartSession) => {
    setRow(session.pci, { step: 'revoking' })
    try {
      const revokedAt = await revokeSmartSession(kit, session)
      if (!mounted.current) return
      setRow(session.pci, undefined)
      setLoad((current) =>
        current.status === 'loaded'
          ? {
              status: 'loaded',
              sessions: current.sessions.map((entry) =>
                entry.pci === session.pci ? { ...entry, revokedAt } : entry,
              ),
            }
          : current,
      )
    } catch (error) {
      if (mounted.current) setRow(session.pci, { step: 'failed', error })
    }
  }

  return { load, revocations, revoke, retry: () => setAttempt((count) => count + 1) }
}

import { useEffect, useState } from 'react'
import type { SiweSession } from 'walletkit'
import { SANDBOX_SIWE_EVENT } from './createSandboxSiwe.js'

/**
 * The host app's view of its Sign-In With Ethereum session (only with `?siwe=1`): who is signed in, on which chain.
 * @example <SiweStatus />
 */
export function SiweStatus() {
  const [session, setSession] = useState<SiweSession | null>(null)
  useEffect(() => {
    const follow = (event: Event) => setSession((event as CustomEvent<SiweSession | null>).detail)
    window.addEventListener(SANDBOX_SIWE_EVENT, follow)
    return () => window.removeEventListener(SANDBOX_SIWE_EVENT, follow)
  }, [])
  if (!new URLSearchParams(window.location.search).has('siwe')) return null
  return (
    <p className="muted" role="status" aria-label="Sign-in">
      {session
        ? `Signed in with Ethereum as ${session.address} on chain ${session.chainId}`
        : 'Not signed in'}
    </p>
  )
}

import type { WalletKit } from '../WalletKit.js'

/**
 * Ends the Sign-In With Ethereum session through the host's signOut, then calls its onSignOut. Failures are
 * logged, never thrown (a sign-out runs on disconnect).
 * @example await signOutWithEthereum(kit)
 */
export async function signOutWithEthereum(kit: WalletKit): Promise<void> {
  const siwe = kit.options.siwe
  if (!siwe) return
  try {
    await siwe.signOut()
    siwe.onSignOut?.()
  } catch (error) {
    kit.logger.error('Signing out of Sign-In With Ethereum failed', error)
  }
}

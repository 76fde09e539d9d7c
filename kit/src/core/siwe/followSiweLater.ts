import type { WalletKit } from '../WalletKit.js'

/**
 * Follows Sign-In With Ethereum ({@link followSiwe}) once its module has loaded, and only for a host that enables it:
 * a host without SIWE never downloads it. An account connected before the load is asked then. Returns the function
 * that stops following, safe to call before the load ends.
 * @example const stop = followSiweLater(kit)
 */
export function followSiweLater(kit: WalletKit): () => void {
  const siwe = kit.options.siwe
  if (!siwe || siwe.enabled === false) return () => undefined
  let stopped = false
  let stop: (() => void) | undefined
  import('./followSiwe.js').then(
    ({ followSiwe }) => {
      if (!stopped) stop = followSiwe(kit)
    },
    (error: unknown) => kit.logger.error('Sign-In With Ethereum did not load', error),
  )
  return () => {
    stopped = true
    stop?.()
  }
}

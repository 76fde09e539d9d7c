import { useEffect } from 'react'
import type { Namespace } from '../../../config/constants.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * Loads the account's name and avatar (reverse lookup, then identity; cached 5 min) once per address, into the
 * account both the account button and Account read, so the two show the same from the first render on. The loader
 * arrives in its own chunk, off the start-up path. Skipped once the account has a profile.
 * @example useAccountProfile(kit, { namespace, address, known: account.profileName !== undefined })
 */
export function useAccountProfile(
  kit: WalletKit,
  { namespace, address, known }: { namespace: Namespace; address: string | undefined; known: boolean },
): void {
  useEffect(() => {
    if (!address || known || !kit.options.projectId || !kit.options.networkSupport.names.includes(namespace))
      return
    import('../../../core/names/loadAccountProfile.js').then(
      ({ loadAccountProfile }) => loadAccountProfile(kit, { namespace, address }),
      (error: unknown) => kit.logger.warn('Failed to load the name and avatar of the account', error),
    )
  }, [kit, namespace, address, known])
}

import { useEffect } from 'react'
import type { Identity } from '../../../api/identitySchema.js'
import type { Namespace } from '../../../config/index.js'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { getOrLoad } from '../../../core/cache/getOrLoad.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * Looks up the account's name and avatar in the identity API (spec 7, cached 5 min) once per address and puts
 * them in the account (null when it has none). Skipped without a project id, on namespaces without name support,
 * and when the account already has a profile.
 * @example useIdentity(kit, { namespace, address, known: account.profileName !== undefined })
 */
export function useIdentity(
  kit: WalletKit,
  { namespace, address, known }: { namespace: Namespace; address: string | undefined; known: boolean },
): void {
  useEffect(() => {
    if (!address || known || !kit.options.projectId || !kit.options.networkSupport.names.includes(namespace))
      return
    let current = true
    getOrLoad(kit.caches.identity, address, () =>
      kit.api.blockchain.getIdentity({ address, sender: address }),
    ).then(
      (identity) => {
        const { name, avatar } = identity as Identity
        if (current) updateAccountData(kit, namespace, { profileName: name, profileImage: avatar })
      },
      (error: unknown) => kit.logger.warn('Failed to load the identity of the account', error),
    )
    return () => {
      current = false
    }
  }, [kit, namespace, address, known])
}

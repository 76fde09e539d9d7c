import type { Identity } from '../../api/identitySchema.js'
import { getOrLoad } from '../cache/getOrLoad.js'
import type { WalletKit } from '../WalletKit.js'

/** An account's name and avatar as Account and the account button show them; null when it has none. */
export type AccountProfile = { profileName: string | null; profileImage: string | null }

/**
 * Reads an address's name and avatar: the name registered to it (GET /v1/profile/reverse/{address}, the first one)
 * before the identity's (GET /v1/identity/{address}, cached 5 min), the identity's avatar before the registered
 * name's. Rejects only when both lookups fail.
 * @example const { profileName } = await readAccountProfile(kit, address)
 */
export async function readAccountProfile(kit: WalletKit, address: string): Promise<AccountProfile> {
  const [names, identity] = await Promise.allSettled([
    kit.api.blockchain.reverseLookupName({ address, sender: address }),
    getOrLoad(kit.caches.identity, address, () =>
      kit.api.blockchain.getIdentity({ address, sender: address }),
    ) as Promise<Identity>,
  ])
  if (names.status === 'rejected' && identity.status === 'rejected') throw names.reason
  if (names.status === 'rejected') kit.logger.warn('Failed to look up the name of the account', names.reason)
  if (identity.status === 'rejected')
    kit.logger.warn('Failed to load the identity of the account', identity.reason)
  const registered = names.status === 'fulfilled' ? names.value[0] : undefined
  const known = identity.status === 'fulfilled' ? identity.value : undefined
  return {
    profileName: registered?.name || known?.name || null,
    profileImage:
      known?.avatar || registered?.attributes.find((attributes) => attributes.avatar)?.avatar || null,
  }
}

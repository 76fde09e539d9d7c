import type { Identity } from '../../api/identitySchema.js'
import type { ProfileName } from '../../api/profileNameSchema.js'
import { getOrLoad } from '../cache/getOrLoad.js'
import type { WalletKit } from '../WalletKit.js'

/** An account's name and avatar as Account and the account button show them; null when it has none. */
export type AccountProfile = { profileName: string | null; profileImage: string | null }

/**
 * Reads an address's name and avatar as the peer does: the identity's (GET /v1/identity/{address}, cached 5 min)
 * and, when that has no name, the first name registered to the address (GET /v1/profile/reverse/{address}), whose
 * avatar attribute stands in for a missing identity avatar. Rejects only when every lookup made fails.
 * @example const { profileName } = await readAccountProfile(kit, address)
 */
export async function readAccountProfile(kit: WalletKit, address: string): Promise<AccountProfile> {
  let identity: Identity | undefined
  let identityError: unknown
  try {
    identity = (await getOrLoad(kit.caches.identity, address, () =>
      kit.api.blockchain.getIdentity({ address, sender: address }),
    )) as Identity
    if (identity.name) return { profileName: identity.name, profileImage: identity.avatar }
  } catch (error) {
    identityError = error
    kit.logger.warn('Failed to load the identity of the account', error)
  }
  let registered: ProfileName | undefined
  try {
    ;[registered] = await kit.api.blockchain.reverseLookupName({ address, sender: address })
  } catch (error) {
    if (identityError !== undefined) throw error
    kit.logger.warn('Failed to look up the name of the account', error)
  }
  return {
    profileName: registered?.name || null,
    profileImage:
      identity?.avatar || registered?.attributes.find((attributes) => attributes.avatar)?.avatar || null,
  }
}

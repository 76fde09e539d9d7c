import type { Namespace } from '../../config/constants.js'
import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { type AccountProfile, readAccountProfile } from './readAccountProfile.js'

/**
 * The key of an address's profile in the name cache (spec 9: 5 min).
 * @example kit.caches.name.delete(profileCacheKey(address))
 */
export const profileCacheKey = (address: string): string => `profile:${address.toLowerCase()}`

/**
 * Puts the account's name and avatar (see `readAccountProfile`) in the account of `namespace`, so the account
 * button and Account show the same ones. One lookup per address in 5 min (the name cache holds the lookup itself,
 * so a button and a view asking at once share it); skipped without a project id and on namespaces without name
 * support (spec 1: eip155). A failure is logged and leaves the address shown.
 * @example await loadAccountProfile(kit, { namespace: 'eip155', address })
 */
export async function loadAccountProfile(
  kit: WalletKit,
  { namespace, address }: { namespace: Namespace; address: string },
): Promise<void> {
  if (!kit.options.projectId || !kit.options.networkSupport.names.includes(namespace)) return
  const key = profileCacheKey(address)
  let lookup = kit.caches.name.get(key) as Promise<AccountProfile> | undefined
  if (!lookup) {
    lookup = readAccountProfile(kit, address)
    kit.caches.name.set(key, lookup)
  }
  try {
    const profile = await lookup
    if (kit.store.getState().accounts[namespace]?.address === address)
      updateAccountData(kit, namespace, profile)
  } catch (error) {
    kit.caches.name.delete(key)
    kit.logger.warn('Failed to load the name and avatar of the account', error)
  }
}

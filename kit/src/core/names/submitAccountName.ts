import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { NameRegistrationError } from '../../errors/NameRegistrationError.js'
import { NameUnavailableError } from '../../errors/NameUnavailableError.js'
import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { profileCacheKey } from './loadAccountProfile.js'
import type { AccountProfile } from './readAccountProfile.js'
import type { SignedAccountName } from './signAccountName.js'

/**
 * The last step of a name registration: POST /v1/profile/account with coin type, address, message and signature
 * (spec 7). On success the account shows the name at once, and the name cache holds it for the next reverse lookup.
 * A name someone took meanwhile (HTTP 409) rejects with `NameUnavailableError`; any other failure with
 * `NameRegistrationError` (its cause the request's error). The same signed message may be sent again.
 * @example await submitAccountName(kit, await signAccountName(kit, { name: 'sam' }))
 */
export async function submitAccountName(kit: WalletKit, signed: SignedAccountName): Promise<void> {
  const { name, address, coinType, message, signature } = signed
  let success: boolean
  try {
    ;({ success } = await kit.api.blockchain.registerName({ coinType, address, message, signature }))
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 409)
      throw new NameUnavailableError({ cause: error })
    throw new NameRegistrationError({
      cause: error,
      details:
        'The name service could not be reached or refused it. Your signature is kept: retrying sends it again.',
    })
  }
  if (!success) throw new NameRegistrationError({ details: 'The name service did not register the name' })
  const cached = kit.caches.name.get(profileCacheKey(address)) as Promise<AccountProfile> | undefined
  const profileImage = (await cached?.catch(() => undefined))?.profileImage ?? null
  kit.caches.name.set(profileCacheKey(address), Promise.resolve({ profileName: name, profileImage }))
  if (kit.store.getState().accounts.eip155?.address === address)
    updateAccountData(kit, 'eip155', { profileName: name })
}

import { stringToHex } from 'viem'
import type { SmartSession } from '../../api/smartSessionSchema.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { SmartSessionRevokeError } from '../../errors/SmartSessionRevokeError.js'
import type { WalletKit } from '../WalletKit.js'
import { createRevokeSessionMessage } from './createRevokeSessionMessage.js'

/**
 * Revokes one of the account's smart sessions: the connected eip155 wallet signs a message naming the session
 * (personal_sign, {@link createRevokeSessionMessage}), then POST /v1/sessions/{address}/revoke?projectId=… sends
 * the pci and the signature (spec 7). Resolves with the revocation time in unix seconds, as the provider's list
 * will show it. A refusal in the wallet rejects with the adapter's `UserRejectedRequestError`; a missing signature,
 * a refused or failed request, or a network where the call is skipped with `SmartSessionRevokeError` (its cause the
 * request's error).
 * @example const revokedAt = await revokeSmartSession(kit, session)
 */
export async function revokeSmartSession(kit: WalletKit, session: SmartSession): Promise<number> {
  const account = kit.store.getState().accounts.eip155
  const adapter = kit.adapters.get('eip155')
  if (!account?.address || !account.caipAddress || !adapter?.request)
    throw new ChainAdapterNotFoundError({ details: 'Revoking a session needs a connected eip155 wallet' })
  const message = createRevokeSessionMessage({ appName: session.project.name, pci: session.pci })
  let signature: unknown
  try {
    signature = await adapter.request({
      method: 'personal_sign',
      params: [stringToHex(message), account.address],
    })
  } catch (error) {
    if (isUserRejection(error)) throw error
    throw new SmartSessionRevokeError({ cause: error, details: 'The wallet could not sign the revocation' })
  }
  if (typeof signature !== 'string')
    throw new SmartSessionRevokeError({ details: 'The wallet returned no signature' })
  let success: boolean
  try {
    ;({ success } = await kit.api.blockchain.revokeSession({
      address: account.caipAddress,
      pci: session.pci,
      signature,
    }))
  } catch (error) {
    throw new SmartSessionRevokeError({
      cause: error,
      details: 'The session service could not be reached or refused it. Nothing was changed.',
    })
  }
  if (!success) throw new SmartSessionRevokeError({ details: 'Sessions cannot be revoked on this network' })
  return Math.floor(Date.now() / 1000)
}

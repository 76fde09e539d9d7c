import type { SmartSession } from '../../api/smartSessionSchema.js'
import type { WithSignal } from '../../api/WithSignal.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * The connected eip155 account's smart sessions (GET /v1/sessions/{address}, spec 7), in the provider's order. Without
 * a connected eip155 account there are none. A failed request rejects with the HTTP client's error
 * (`HttpStatusError`, `RequestTimeoutError`, `InvalidResponseError`...).
 * @example const sessions = await loadSmartSessions(kit)
 */
export async function loadSmartSessions(
  kit: WalletKit,
  { signal }: WithSignal = {},
): Promise<SmartSession[]> {
  const caipAddress = kit.store.getState().accounts.eip155?.caipAddress
  if (!caipAddress) return []
  const { pcis } = await kit.api.blockchain.getSessions({ address: caipAddress, signal })
  return pcis
}

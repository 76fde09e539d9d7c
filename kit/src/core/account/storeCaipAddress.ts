import { type Namespace, STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Keeps the CAIP address `namespace` shows for the next visit (by namespace, beside the others), or forgets it with
 * `undefined`. A server render reads it from the cookie (`cookieToInitialState`) to show the account at once.
 * @example storeCaipAddress(kit, 'eip155', 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')
 */
export function storeCaipAddress(
  kit: Pick<WalletKit, 'storage'>,
  namespace: Namespace,
  caipAddress: string | undefined,
): void {
  const stored = kit.storage.getJson(STORAGE_KEYS.connectedAccounts)
  const { [namespace]: _replaced, ...others } =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  const next = caipAddress === undefined ? others : { ...others, [namespace]: caipAddress }
  if (Object.keys(next).length === 0) kit.storage.remove(STORAGE_KEYS.connectedAccounts)
  else kit.storage.setJson(STORAGE_KEYS.connectedAccounts, next)
}

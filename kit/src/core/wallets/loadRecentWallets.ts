import type { WalletKit } from '../WalletKit.js'
import { readRecentWallets } from './readRecentWallets.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Puts the recent wallets from browser storage into `wallets.recent` (call once when the kit starts).
 * @example loadRecentWallets(kit)
 */
export function loadRecentWallets(kit: Pick<WalletKit, 'store' | 'storage'>): WalletEntry[] {
  const recent = readRecentWallets(kit.storage)
  updateWalletsState(kit, () => ({ recent }))
  return recent
}

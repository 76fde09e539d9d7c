import { LIMITS, STORAGE_KEYS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Records a wallet the visitor connected with: newest first, no repeats, at most 2 (spec 4, 9), kept in
 * browser storage so it survives a reload.
 * @example addRecentWallet(kit, wallet)
 */
export function addRecentWallet(
  kit: Pick<WalletKit, 'store' | 'storage'>,
  wallet: WalletEntry,
): WalletEntry[] {
  // Installation is a fact about this browser now, not about the wallet; it is worked out again on read.
  const { installed: _installed, ...entry } = wallet
  const recent = [entry, ...kit.store.getState().wallets.recent.filter((w) => w.id !== wallet.id)].slice(
    0,
    LIMITS.recentWallets,
  )
  kit.storage.setJson(STORAGE_KEYS.recentWallets, recent)
  updateWalletsState(kit, () => ({ recent }))
  return recent
}

import type { WalletKit } from '../WalletKit.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Looks up the directory entries of `excludeWalletIds` so a browser wallet of an excluded id is matched by its
 * rdns and name too (spec 5). Without excluded ids it makes no request.
 * @example await fetchExcludedWallets(kit)
 */
export async function fetchExcludedWallets(kit: WalletKit): Promise<WalletEntry[]> {
  const ids = kit.options.excludeWalletIds
  if (ids.length === 0) return []
  const { data } = await kit.api.directory.getWallets({ page: 1, entries: ids.length, include: [...ids] })
  const excluded = data.filter((wallet) => ids.includes(wallet.id))
  updateWalletsState(kit, () => ({ excluded }))
  return excluded
}

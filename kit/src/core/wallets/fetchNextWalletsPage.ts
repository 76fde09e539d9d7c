import { LIMITS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { getRequestedChainIds } from './getRequestedChainIds.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { hasMoreWallets } from './hasMoreWallets.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { uniqueWalletsById } from './uniqueWalletsById.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Appends the next page of 40 directory wallets to `wallets.wallets`, without duplicates (spec 4, 9).
 * Makes no request once pages cover the directory's count, or while a page is already loading. A failure sets
 * `pageFailed` (the list then stops asking on its own) and is thrown.
 * Featured and recommended wallets are left out: the AllWallets list shows them first.
 * @example await fetchNextWalletsPage(kit) // page 1, then 2, ...
 */
export async function fetchNextWalletsPage(kit: WalletKit): Promise<WalletEntry[]> {
  const current = kit.store.getState().wallets
  if (current.loading.page || !hasMoreWallets(current)) return current.wallets

  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = kit.options
  const exclude = [
    ...excludeWalletIds,
    ...featuredWalletIds,
    ...current.recommended.map((wallet) => wallet.id),
  ]
  const page = current.page + 1
  updateWalletsState(kit, () => ({ loading: { page: true } }))
  try {
    const { data, count } = await kit.api.directory.getWallets({
      page,
      entries: LIMITS.walletsPerPage,
      include: includeWalletIds.length > 0 ? [...includeWalletIds] : undefined,
      exclude: exclude.length > 0 ? exclude : undefined,
      chains: getRequestedChainIds(kit.store.getState()),
    })
    const exclusions = getWalletExclusions(kit)
    const fresh = data.filter((wallet) => !isWalletExcluded(wallet, exclusions))
    // A short page is the last one, whatever count says, so paging never asks past the end.
    const lastPage = data.length < LIMITS.walletsPerPage
    updateWalletsState(kit, (wallets) => ({
      wallets: uniqueWalletsById([...wallets.wallets, ...fresh]),
      page,
      pageFailed: false,
      count: lastPage ? Math.min(count, (page - 1) * LIMITS.walletsPerPage + data.length) : count,
    }))
    return kit.store.getState().wallets.wallets
  } catch (error) {
    updateWalletsState(kit, () => ({ pageFailed: true }))
    throw error
  } finally {
    updateWalletsState(kit, () => ({ loading: { page: false } }))
  }
}

import { LIMITS } from '../../config/constants.js'
import type { WalletsState } from './WalletsState.js'

/**
 * True while the paged list has pages left: before the first page, and until pages of 40 cover `count` (spec 9).
 * @example if (hasMoreWallets(state.wallets)) await fetchNextWalletsPage(kit)
 */
export function hasMoreWallets(wallets: Pick<WalletsState, 'page' | 'count'>): boolean {
  return wallets.page === 0 || wallets.page * LIMITS.walletsPerPage < wallets.count
}

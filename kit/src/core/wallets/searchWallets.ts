import { LIMITS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { getRequestedChainIds } from './getRequestedChainIds.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { markInstalledWallets } from './markInstalledWallets.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

export type SearchWalletsParameters = {
  /** The text as typed. */
  search: string
  /** Only wallets with this directory badge (sent as badge_type), for example `certified`. */
  badge?: string | undefined
}

/**
 * Searches the directory into `wallets.search`: the text is trimmed first, empty text clears the results
 * without a request, at most 100 results come back, installed wallets first (spec 4, 5, 9).
 * A reply to a text that has since changed is dropped, so results never go back to an older search.
 * @example await searchWallets(kit, { search: ' rain ', badge: 'certified' }) // queries 'rain'
 */
export async function searchWallets(
  kit: WalletKit,
  { search, badge }: SearchWalletsParameters,
): Promise<WalletEntry[]> {
  const query = search.trim()
  if (query === '') {
    updateWalletsState(kit, () => ({ search: [], searchQuery: '', loading: { search: false } }))
    return []
  }

  const { includeWalletIds, excludeWalletIds } = kit.options
  updateWalletsState(kit, () => ({ searchQuery: query, loading: { search: true } }))
  const isCurrent = () => kit.store.getState().wallets.searchQuery === query
  try {
    const { data } = await kit.api.directory.getWallets({
      page: 1,
      entries: LIMITS.searchResults,
      search: query,
      badge,
      include: includeWalletIds.length > 0 ? [...includeWalletIds] : undefined,
      exclude: excludeWalletIds.length > 0 ? [...excludeWalletIds] : undefined,
      chains: getRequestedChainIds(kit.store.getState()),
    })
    const exclusions = getWalletExclusions(kit)
    const found = data
      .filter((wallet) => !isWalletExcluded(wallet, exclusions))
      .slice(0, LIMITS.searchResults)
    const results = markInstalledWallets(found, kit.store.getState().connectors.connectors)
    if (isCurrent()) updateWalletsState(kit, () => ({ search: results }))
    return results
  } finally {
    if (isCurrent()) updateWalletsState(kit, () => ({ loading: { search: false } }))
  }
}

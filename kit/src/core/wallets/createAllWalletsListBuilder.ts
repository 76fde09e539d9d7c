import type { WalletKit } from '../WalletKit.js'
import { getCustomWallets } from './getCustomWallets.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { markInstalledWallets } from './markInstalledWallets.js'
import type { WalletEntry } from './WalletsState.js'

type Built = {
  /** The store's arrays the list was built from: any other one than these means a new list. */
  head: readonly unknown[]
  /** The paged wallets taken in so far (`wallets.wallets` as it was). */
  paged: readonly WalletEntry[]
  seen: Set<string>
  installed: WalletEntry[]
  rest: WalletEntry[]
  list: WalletEntry[]
}

/**
 * The AllWalletsList (see getAllWalletsList) for one view, built as the pages come: a page appended to
 * `wallets.wallets` is checked, marked and placed by itself, instead of the whole directory again (a 10,000-wallet
 * directory is 250 pages). The same list (the same array) comes back while its inputs are the same, and the
 * wallets already listed keep their objects. Anything else that changes (featured, recommended, exclusions,
 * connectors, a new first page) rebuilds it.
 * @example const build = createAllWalletsListBuilder(); const list = build(kit) // again after each page
 */
export function createAllWalletsListBuilder(): (kit: Pick<WalletKit, 'options' | 'store'>) => WalletEntry[] {
  let built: Built | undefined
  return (kit) => {
    const { wallets, connectors } = kit.store.getState()
    const head = [kit.options, wallets.featured, wallets.recommended, wallets.excluded, connectors.connectors]
    const next = wallets.wallets
    if (built && sameItems(built.head, head) && startsWith(next, built.paged)) {
      if (next.length === built.paged.length) return built.list
      take(built, next.slice(built.paged.length), kit)
      built.paged = next
      built.list = [...built.installed, ...built.rest]
      return built.list
    }
    built = { head, paged: next, seen: new Set(), installed: [], rest: [], list: [] }
    take(built, [...wallets.featured, ...getCustomWallets(kit), ...wallets.recommended, ...next], kit)
    built.list = [...built.installed, ...built.rest]
    return built.list
  }
}

/** Adds the wallets not listed yet and not excluded, marked, after the installed ones or after the rest. */
function take(
  built: Built,
  wallets: readonly WalletEntry[],
  kit: Pick<WalletKit, 'options' | 'store'>,
): void {
  const exclusions = getWalletExclusions(kit)
  const fresh = wallets.filter(
    (wallet) =>
      !built.seen.has(wallet.id) &&
      Boolean(built.seen.add(wallet.id)) &&
      !isWalletExcluded(wallet, exclusions),
  )
  for (const wallet of markInstalledWallets(fresh, kit.store.getState().connectors.connectors))
    (wallet.installed ? built.installed : built.rest).push(wallet)
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}

function startsWith(list: readonly WalletEntry[], prefix: readonly WalletEntry[]): boolean {
  return list.length >= prefix.length && prefix.every((wallet, index) => list[index] === wallet)
}

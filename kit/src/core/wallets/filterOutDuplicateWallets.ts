import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletEntry } from './WalletsState.js'

/** Connector kinds a browser holds: their wallets are already listed as connectors (spec 4). */
const BROWSER_TYPES: ReadonlySet<Connector['type']> = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

/**
 * Removes directory wallets already shown as a browser (injected, announced, multi-chain) connector or as a
 * recent wallet: by rdns, by directory id, and, for entries without rdns, by connector name (spec 4).
 * @example filterOutDuplicateWallets(state.wallets.featured, { connectors, recent: state.wallets.recent })
 */
export function filterOutDuplicateWallets(
  wallets: readonly WalletEntry[],
  { connectors, recent }: { connectors: readonly Connector[]; recent: readonly WalletEntry[] },
): WalletEntry[] {
  const browser = connectors
    .flatMap((connector) => [connector, ...(connector.connectors ?? [])])
    .filter((connector) => BROWSER_TYPES.has(connector.type))
  const rdns = new Set([...browser.map((c) => c.info?.rdns), ...recent.map((w) => w.rdns)].filter(Boolean))
  const ids = new Set([...browser.flatMap((c) => [c.explorerId, c.id]), ...recent.map((w) => w.id)])
  const names = new Set(browser.map((c) => c.name.toLowerCase()))

  return wallets.filter((wallet) => {
    if (wallet.rdns && rdns.has(wallet.rdns)) return false
    if (!wallet.rdns && names.has(wallet.name.toLowerCase())) return false
    return !ids.has(wallet.id)
  })
}

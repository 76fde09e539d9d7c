import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Marks directory wallets the browser has (an announced or installed connector with the same rdns) and sorts
 * installed wallets first, keeping the order otherwise (spec 4).
 * @example markInstalledWallets(state.wallets.search, state.connectors.connectors)
 */
export function markInstalledWallets(
  wallets: readonly WalletEntry[],
  connectors: readonly Connector[],
): WalletEntry[] {
  const installedRdns = new Set(
    connectors
      .flatMap((connector) => [connector, ...(connector.connectors ?? [])])
      .filter((connector) => connector.type === 'ANNOUNCED' || connector.installed === true)
      .map((connector) => connector.info?.rdns)
      .filter(Boolean),
  )
  const marked = wallets.map((wallet) => ({
    ...wallet,
    installed:
      wallet.installed === true || (typeof wallet.rdns === 'string' && installedRdns.has(wallet.rdns)),
  }))
  // Array.prototype.sort is stable, so wallets keep the directory's ranking within each half.
  return marked.sort((a, b) => Number(b.installed) - Number(a.installed))
}

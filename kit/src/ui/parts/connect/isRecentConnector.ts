import type { Connector } from '../../../chains/ChainAdapter.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'

/**
 * Whether a connector is one of the recent wallets (matched by id, directory id, rdns or name, as the core's
 * recent-wallet filter matches them), so its row carries the "Recent" tag.
 * @example isRecentConnector(connector, state.wallets.recent)
 */
export function isRecentConnector(connector: Connector, recent: readonly WalletEntry[]): boolean {
  return recent.some(
    (wallet) =>
      wallet.id === connector.id ||
      wallet.id === connector.explorerId ||
      (Boolean(wallet.rdns) && wallet.rdns === connector.info?.rdns) ||
      wallet.name.toLowerCase() === connector.name.toLowerCase(),
  )
}

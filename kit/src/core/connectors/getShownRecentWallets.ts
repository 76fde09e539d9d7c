import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletKit } from '../WalletKit.js'
import { getWalletExclusions } from '../wallets/getWalletExclusions.js'
import { isWalletExcluded } from '../wallets/isWalletExcluded.js'
import type { WalletEntry } from '../wallets/WalletsState.js'

const isSameWallet = (wallet: WalletEntry, connector: Connector) =>
  connector.id === wallet.id ||
  connector.explorerId === wallet.id ||
  connector.name.toLowerCase() === wallet.name.toLowerCase() ||
  (Boolean(wallet.rdns) && connector.info?.rdns === wallet.rdns)

/**
 * The recent wallets the Connect view lists: not excluded, not already listed as a connector, and working on the
 * active namespace (a wallet without a chain list, or with an empty one, is assumed to work), as the peer (AppKit) lists them.
 * @example getShownRecentWallets(kit, getShownConnectors(kit).all)
 */
export function getShownRecentWallets(
  kit: Pick<WalletKit, 'options' | 'store'>,
  shownConnectors: readonly Connector[],
): WalletEntry[] {
  const { wallets, activeNamespace } = kit.store.getState()
  const exclusions = getWalletExclusions(kit)
  const listed = shownConnectors.flatMap((connector) => [connector, ...(connector.connectors ?? [])])
  return wallets.recent.filter(
    (wallet) =>
      !isWalletExcluded(wallet, exclusions) &&
      !listed.some((connector) => isSameWallet(wallet, connector)) &&
      (!wallet.chains?.length || wallet.chains.some((chain) => chain.startsWith(`${activeNamespace}:`))),
  )
}

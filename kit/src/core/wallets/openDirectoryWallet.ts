import type { Connector } from '../../chains/ChainAdapter.js'
import { pushView } from '../router/pushView.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletEntry } from './WalletsState.js'

export type OpenDirectoryWalletParameters = {
  wallet: WalletEntry
  /** The logo already loaded for it, used when the directory entry has no image URL. */
  image?: string | undefined
}

/**
 * Opens a wallet chosen in All Wallets (spec 4): a wallet the browser has (same rdns, with a provider) connects
 * through its browser connector; any other pairs over WalletConnect.
 * @example openDirectoryWallet(kit, { wallet, image })
 */
export function openDirectoryWallet(kit: WalletKit, { wallet, image }: OpenDirectoryWalletParameters): void {
  const connectors = kit.store.getState().connectors.connectors
  const connector = wallet.installed ? installedConnector(connectors, wallet) : undefined
  if (connector) pushView(kit, 'ConnectingExternal', { connector })
  else
    pushView(kit, 'ConnectingWalletConnect', { wallet: { ...wallet, image_url: wallet.image_url ?? image } })
}

/** The browser connector of an installed directory wallet (same rdns), if the kit can use it. */
function installedConnector(connectors: readonly Connector[], wallet: WalletEntry): Connector | undefined {
  if (!wallet.rdns) return undefined
  return connectors.find(
    (connector) =>
      connector.type !== 'WALLET_CONNECT' &&
      connector.info?.rdns === wallet.rdns &&
      connector.installed === true,
  )
}

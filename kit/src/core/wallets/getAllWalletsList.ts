import type { WalletKit } from '../WalletKit.js'
import { createAllWalletsListBuilder } from './createAllWalletsListBuilder.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * The AllWallets list: featured, then the host's custom wallets, recommended, and the fetched pages, each wallet
 * once; installed wallets first (spec 4). Custom wallets are listed so every wallet the host offers can be found
 * here, as a visitor of the peer (AppKit) would expect. A view that rebuilds it as pages come uses
 * createAllWalletsListBuilder, which takes in each new page by itself.
 * @example getAllWalletsList(kit)
 */
export function getAllWalletsList(kit: Pick<WalletKit, 'options' | 'store'>): WalletEntry[] {
  return createAllWalletsListBuilder()(kit)
}

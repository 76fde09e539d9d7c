import type { WalletKit } from '../WalletKit.js'
import { getCustomWallets } from './getCustomWallets.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { markInstalledWallets } from './markInstalledWallets.js'
import { uniqueWalletsById } from './uniqueWalletsById.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * The AllWallets list: featured, then the host's custom wallets, recommended, and the fetched pages, each wallet
 * once; installed wallets first (spec 4). Custom wallets are listed so every wallet the host offers can be found
 * here, as a visitor of the peer (AppKit) would expect.
 * @example getAllWalletsList(kit)
 */
export function getAllWalletsList(kit: Pick<WalletKit, 'options' | 'store'>): WalletEntry[] {
  const { wallets, connectors } = kit.store.getState()
  const exclusions = getWalletExclusions(kit)
  const all = uniqueWalletsById([
    ...wallets.featured,
    ...getCustomWallets(kit),
    ...wallets.recommended,
    ...wallets.wallets,
  ]).filter((wallet) => !isWalletExcluded(wallet, exclusions))
  return markInstalledWallets(all, connectors.connectors)
}

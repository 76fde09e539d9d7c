import type { WalletKit } from '../WalletKit.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * The host's own wallets (`customWallets`) as directory entries, in the host's order, minus excluded ones.
 * @example getCustomWallets(kit) // [{ id: 'my-wallet', name: 'My Wallet', ... }]
 */
export function getCustomWallets(kit: Pick<WalletKit, 'options' | 'store'>): WalletEntry[] {
  const exclusions = getWalletExclusions(kit)
  return kit.options.customWallets
    .map(({ id, name, rdns, image_url, mobile_link, desktop_link, webapp_link }) => ({
      id,
      name,
      rdns,
      image_url,
      mobile_link,
      desktop_link,
      webapp_link,
    }))
    .filter((wallet) => !isWalletExcluded(wallet, exclusions))
}

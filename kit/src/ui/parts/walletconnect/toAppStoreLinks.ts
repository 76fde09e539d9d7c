import type { Environment } from '../../../core/environment/Environment.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { isWebUrl } from '../../../utils/isWebUrl.js'

/** A store page where the visitor can get a wallet's app. */
export type AppStoreLink = { store: 'App Store' | 'Google Play'; href: string }

/**
 * The store pages a phone may offer for a wallet, as explicit links (never an automatic redirect): the App Store on
 * iOS, Google Play on Android, both elsewhere; only https pages, so no directory value runs as a script.
 * @example toAppStoreLinks({ app_store: 'https://apps.apple.com/app/id1', play_store: null }, 'ios') // [{ store: 'App Store', … }]
 */
export function toAppStoreLinks(
  wallet: Pick<WalletEntry, 'app_store' | 'play_store'>,
  os: Environment['os'],
): AppStoreLink[] {
  const links: AppStoreLink[] = []
  if (os !== 'android' && isWebUrl(wallet.app_store))
    links.push({ store: 'App Store', href: wallet.app_store })
  if (os !== 'ios' && isWebUrl(wallet.play_store))
    links.push({ store: 'Google Play', href: wallet.play_store })
  return links
}

import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { toAppStoreLinks } from './toAppStoreLinks.js'

/**
 * A wallet's store pages for this phone ("Get {wallet} on App Store"), as links the visitor taps: the kit never
 * sends anyone to a store on its own.
 * @example <AppStoreLinks wallet={wallet} />
 */
export function AppStoreLinks({ wallet }: { wallet: WalletEntry }) {
  const t = useT()
  const kit = useKit()
  return toAppStoreLinks(wallet, kit.environment.os).map((link) => (
    <a
      key={link.store}
      className="wk-btn"
      data-variant="secondary"
      data-block=""
      href={link.href}
      target="_blank"
      rel="noreferrer noopener"
    >
      {t('appStoreLinks.get', { wallet: wallet.name, store: link.store })}
    </a>
  ))
}

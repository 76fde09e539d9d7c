import { copyWithToast } from '../../../core/toast/copyWithToast.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { messageRef } from '../../../i18n/messageRef.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { toWalletLink } from './toWalletLink.js'

export type PairingLinksProps = {
  uri: string | undefined
  /** The chosen wallet, whose links open the pairing; none for any WalletConnect wallet. */
  wallet: WalletEntry | undefined
  /** Show the wallet's "Open" links. */
  links: boolean
}

/** Stands in for the URI while it is prepared, only to tell which links the wallet has. */
const PENDING_URI = 'wc:pending'

/**
 * The ways to pair besides the code: the wallet's "Open" links (desktop app off a phone, web app) as the directory
 * gives them, and Copy link. A phone opens a wallet's mobile link from WalletAppPairing instead.
 * @example <PairingLinks uri={uri} wallet={wallet} links />
 */
export function PairingLinks({ uri, wallet, links }: PairingLinksProps) {
  const t = useT()
  const kit = useKit()
  const mobile = kit.environment.isMobile
  // While the URI is prepared, the same links show disabled (built from a stand-in URI), so nothing moves when it
  // arrives.
  const linkUri = uri ?? PENDING_URI
  const openLinks =
    links && wallet
      ? [
          {
            label: t('pairingLinks.openDesktopApp'),
            href: mobile ? undefined : toWalletLink(wallet.desktop_link, linkUri, 'desktop'),
          },
          { label: t('pairingLinks.openWebApp'), href: toWalletLink(wallet.webapp_link, linkUri, 'webapp') },
        ].filter((link): link is { label: string; href: string } => link.href !== undefined)
      : []
  return (
    <>
      {openLinks.map((link) =>
        uri ? (
          <a
            key={link.label}
            className="wk-btn"
            data-block=""
            href={link.href}
            target="_blank"
            rel="noreferrer noopener"
          >
            {link.label}
          </a>
        ) : (
          <button key={link.label} type="button" className="wk-btn" data-block="" disabled>
            {link.label}
          </button>
        ),
      )}
      <button
        type="button"
        className="wk-btn"
        data-variant="secondary"
        data-block=""
        disabled={!uri}
        onClick={() =>
          uri &&
          void copyWithToast(kit, {
            text: uri,
            copied: messageRef('common.linkCopied'),
            failed: messageRef('pairingLinks.copyFailed'),
          })
        }
      >
        <Icon name="copy" size={18} /> {t('pairingLinks.copyLink')}
      </button>
    </>
  )
}

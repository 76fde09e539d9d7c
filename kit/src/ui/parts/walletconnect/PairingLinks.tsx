import { copyWithToast } from '../../../core/toast/copyWithToast.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { toWalletLink } from './toWalletLink.js'

export type PairingLinksProps = {
  uri: string | undefined
  /** The chosen wallet, whose links open the pairing; none for any WalletConnect wallet. */
  wallet: WalletEntry | undefined
  /** Show the wallet's "Open" links. */
  links: boolean
}

/**
 * The ways to pair besides the code: the wallet's "Open" links (mobile on a phone, desktop app elsewhere, web app)
 * as the directory gives them, and Copy link.
 * @example <PairingLinks uri={uri} wallet={wallet} links />
 */
export function PairingLinks({ uri, wallet, links }: PairingLinksProps) {
  const kit = useKit()
  const mobile = kit.environment.isMobile
  const openLinks =
    uri && links && wallet
      ? [
          { label: 'Open', href: mobile ? toWalletLink(wallet.mobile_link, uri, 'mobile') : undefined },
          {
            label: 'Open desktop app',
            href: mobile ? undefined : toWalletLink(wallet.desktop_link, uri, 'desktop'),
          },
          { label: 'Open web app', href: toWalletLink(wallet.webapp_link, uri, 'webapp') },
        ].filter((link): link is { label: string; href: string } => link.href !== undefined)
      : []
  return (
    <>
      {openLinks.map((link) => (
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
      ))}
      <button
        type="button"
        className="wk-btn"
        data-variant="secondary"
        data-block=""
        disabled={!uri}
        onClick={() =>
          uri &&
          void copyWithToast(kit, { text: uri, copied: 'Link copied', failed: 'Could not copy the link' })
        }
      >
        <Icon name="copy" size={18} /> Copy link
      </button>
    </>
  )
}

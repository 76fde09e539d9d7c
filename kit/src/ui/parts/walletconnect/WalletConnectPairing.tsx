import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { ConnectionOutcome } from '../connect/ConnectionOutcome.js'
import { RetryButton } from '../connect/RetryButton.js'
import { AppStoreLinks } from './AppStoreLinks.js'
import { NoMobileLinkNotice } from './NoMobileLinkNotice.js'
import { PairingCode } from './PairingCode.js'
import { PairingLinks } from './PairingLinks.js'
import { type MobileWalletLink, toMobileWalletLink } from './toMobileWalletLink.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'
import { WalletAppPairing } from './WalletAppPairing.js'

export type WalletConnectPairingProps = {
  /** The directory wallet chosen, for its name, image and links; left out for any WalletConnect wallet. */
  wallet?: WalletEntry | undefined
  /** Show the wallet's "Open" links (mobile, desktop, web app) as the directory gives them. */
  links?: boolean
}

/** Stands in for the URI, only to tell whether a wallet has a mobile link at all. */
const PENDING_URI = 'wc:pending'

/**
 * The pairing of a WalletConnect wallet. On a phone, a chosen wallet with a mobile link opens its app
 * (WalletAppPairing); otherwise the QR code of the URI (the wallet's image in its centre), the wallet's links, copy
 * link, and the declined and error states with Retry; on a phone, a wallet without a usable link says so above it.
 * @example <WalletConnectPairing wallet={wallet} links />
 */
export function WalletConnectPairing({ wallet, links = true }: WalletConnectPairingProps) {
  const kit = useKit()
  const mobileLink = kit.environment.isMobile && wallet ? toMobileWalletLink(wallet, PENDING_URI) : undefined
  if (wallet && mobileLink && mobileLink.kind !== 'none') return <WalletAppPairing wallet={wallet} />
  return <QrPairing wallet={wallet} links={links} mobileLink={mobileLink} />
}

function QrPairing({
  wallet,
  links,
  mobileLink,
}: WalletConnectPairingProps & { mobileLink: MobileWalletLink | undefined }) {
  const t = useT()
  const { attempt, uri, connectorImage, retry } = useWalletConnectPairing(wallet)
  const image = wallet ? wallet.image_url : connectorImage

  return (
    <div className="wk-stack">
      <div className="wk-center">
        <PairingCode uri={uri} walletName={wallet?.name} image={image} status={attempt.status} />
      </div>
      <div className="wk-center" aria-live="polite">
        {attempt.status !== 'waiting' ? (
          <ConnectionOutcome
            outcome={attempt}
            declinedText={
              wallet
                ? t('walletConnectPairing.declined', { name: wallet.name })
                : t('walletConnectPairing.declinedInYourWallet')
            }
          />
        ) : wallet && mobileLink?.kind === 'none' ? (
          <NoMobileLinkNotice wallet={wallet} reason={mobileLink.reason} />
        ) : (
          <>
            <p className="wk-heading">{t('common.scanWithYourPhone')}</p>
            <p className="wk-muted">
              {wallet
                ? t('walletConnectPairing.openAndScan', { name: wallet.name })
                : t('walletConnectPairing.scanWithAnyWallet')}
            </p>
          </>
        )}
      </div>
      {attempt.status === 'waiting' ? (
        <>
          <PairingLinks uri={uri} wallet={wallet} links={links ?? true} />
          {wallet && mobileLink?.kind === 'none' ? <AppStoreLinks wallet={wallet} /> : null}
        </>
      ) : (
        <RetryButton key={attempt.status} onRetry={retry} />
      )}
    </div>
  )
}

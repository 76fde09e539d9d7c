import { QrCode } from '../../../primitives/components/QrCode.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'

/** The QR code's size in px. */
const QR_SIZE = 280

export type PairingCodeProps = {
  /** The pairing URI; undefined while it is being prepared. */
  uri: string | undefined
  /** The chosen wallet's name, if one was chosen. */
  walletName: string | undefined
  image: string | undefined
  /** Where the attempt stands: once declined or failed, the wallet's image shows instead of the code. */
  status: 'waiting' | 'declined' | 'error'
}

/**
 * The pairing's picture: the QR code of the URI with the wallet's image in its centre, a placeholder while the URI
 * is prepared, or the wallet's image once the attempt has ended.
 * @example <PairingCode uri={uri} walletName="Rainbow" image={image} status="waiting" />
 */
export function PairingCode({ uri, walletName, image, status }: PairingCodeProps) {
  const t = useT()
  if (status !== 'waiting')
    return (
      <div className="wk-wait" data-state={status}>
        <RemoteImage kind="wallet" name={walletName ?? 'WalletConnect'} src={image} size="lg" />
      </div>
    )
  if (uri)
    return (
      <QrCode
        value={uri}
        label={
          walletName ? t('pairingCode.qrCodeFor', { name: walletName }) : t('pairingCode.qrCodeForAnyWallet')
        }
        imageSrc={image}
        size={QR_SIZE}
      />
    )
  return (
    <div
      role="status"
      aria-label={t('pairingCode.preparingTheQrCode')}
      style={{
        width: QR_SIZE,
        maxWidth: '100%',
        aspectRatio: '1',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'var(--wk-radius-item)',
        background: 'var(--wk-bg-2)',
        color: 'var(--wk-fg-2)',
      }}
    >
      <Spinner />
    </div>
  )
}

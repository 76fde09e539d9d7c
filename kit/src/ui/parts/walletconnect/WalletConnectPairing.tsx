import { useEffect, useRef } from 'react'
import { showErrorToast } from '../../../core/toast/showErrorToast.js'
import { showSuccessToast } from '../../../core/toast/showSuccessToast.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { QrCode } from '../../../primitives/components/QrCode.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { WalletImage } from '../../../primitives/components/WalletImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { toWalletLink } from './toWalletLink.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'

export type WalletConnectPairingProps = {
  /** The directory wallet chosen, for its name, image and links; left out for any WalletConnect wallet. */
  wallet?: WalletEntry | undefined
  /** Show the wallet's "Open" links (mobile, desktop, web app) as the directory gives them. */
  links?: boolean
}

const QR_SIZE = 280

/**
 * The pairing of a WalletConnect wallet: the QR code of the URI (the wallet's image in its centre), the wallet's
 * deep links, copy link, and the declined and error states with Retry.
 * @example <WalletConnectPairing wallet={wallet} links />
 */
export function WalletConnectPairing({ wallet, links = true }: WalletConnectPairingProps) {
  const kit = useKit()
  const { attempt, uri, connectorImage, retry } = useWalletConnectPairing(wallet)
  const image = wallet ? wallet.image_url : connectorImage
  const retryRef = useRef<HTMLButtonElement>(null)
  const name = wallet?.name ?? 'your wallet'

  useEffect(() => {
    const active = document.activeElement
    if (
      attempt.status !== 'waiting' &&
      (active === document.body || active?.getAttribute('role') === 'dialog')
    )
      retryRef.current?.focus()
  }, [attempt.status])

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      showSuccessToast(kit, { message: 'Link copied' })
    } catch {
      showErrorToast(kit, { message: 'Could not copy the link' })
    }
  }

  const mobile = kit.environment.isMobile
  const openLinks =
    uri && links && wallet
      ? [
          { label: 'Open', href: mobile ? toWalletLink(wallet.mobile_link, uri) : undefined },
          { label: 'Open desktop app', href: mobile ? undefined : toWalletLink(wallet.desktop_link, uri) },
          { label: 'Open web app', href: toWalletLink(wallet.webapp_link, uri) },
        ].filter((link): link is { label: string; href: string } => link.href !== undefined)
      : []

  return (
    <div className="wk-stack">
      <div className="wk-center">
        {attempt.status !== 'waiting' ? (
          <div className="wk-wait" data-state={attempt.status}>
            <WalletImage name={wallet?.name ?? 'WalletConnect'} src={image} size="lg" />
          </div>
        ) : uri ? (
          <QrCode
            value={uri}
            label={wallet ? `QR code to connect ${wallet.name}` : 'QR code to connect a wallet'}
            imageSrc={image}
            size={QR_SIZE}
          />
        ) : (
          <div
            role="status"
            aria-label="Preparing the QR code"
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
        )}
      </div>
      <div className="wk-center" aria-live="polite">
        {attempt.status === 'waiting' ? (
          <>
            <p className="wk-heading">Scan with your phone</p>
            <p className="wk-muted">
              {wallet
                ? `Open ${wallet.name} and scan this code to connect.`
                : 'Scan this code with a WalletConnect wallet to connect.'}
            </p>
          </>
        ) : attempt.status === 'declined' ? (
          <>
            <p className="wk-heading">Connection declined</p>
            <p className="wk-muted">You declined the connection in {name}.</p>
          </>
        ) : (
          <>
            <p className="wk-heading">Connection failed</p>
            <p className="wk-error-text">{attempt.message}</p>
            {attempt.details ? <p className="wk-muted">{attempt.details}</p> : null}
          </>
        )}
      </div>
      {attempt.status === 'waiting' ? (
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
            onClick={() => void copy()}
          >
            <Icon name="copy" size={18} /> Copy link
          </button>
        </>
      ) : (
        <button ref={retryRef} type="button" className="wk-btn" data-block="" onClick={retry}>
          Retry
        </button>
      )}
    </div>
  )
}

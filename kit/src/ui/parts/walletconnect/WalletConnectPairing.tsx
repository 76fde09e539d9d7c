import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { ConnectionOutcome } from '../connect/ConnectionOutcome.js'
import { RetryButton } from '../connect/RetryButton.js'
import { PairingCode } from './PairingCode.js'
import { PairingLinks } from './PairingLinks.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'

export type WalletConnectPairingProps = {
  /** The directory wallet chosen, for its name, image and links; left out for any WalletConnect wallet. */
  wallet?: WalletEntry | undefined
  /** Show the wallet's "Open" links (mobile, desktop, web app) as the directory gives them. */
  links?: boolean
}

/**
 * The pairing of a WalletConnect wallet: the QR code of the URI (the wallet's image in its centre), the wallet's
 * deep links, copy link, and the declined and error states with Retry.
 * @example <WalletConnectPairing wallet={wallet} links />
 */
export function WalletConnectPairing({ wallet, links = true }: WalletConnectPairingProps) {
  const { attempt, uri, connectorImage, retry } = useWalletConnectPairing(wallet)
  const image = wallet ? wallet.image_url : connectorImage
  const name = wallet?.name ?? 'your wallet'

  return (
    <div className="wk-stack">
      <div className="wk-center">
        <PairingCode uri={uri} walletName={wallet?.name} image={image} status={attempt.status} />
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
        ) : (
          <ConnectionOutcome outcome={attempt} declinedText={`You declined the connection in ${name}.`} />
        )}
      </div>
      {attempt.status === 'waiting' ? (
        <PairingLinks uri={uri} wallet={wallet} links={links} />
      ) : (
        <RetryButton key={attempt.status} onRetry={retry} />
      )}
    </div>
  )
}

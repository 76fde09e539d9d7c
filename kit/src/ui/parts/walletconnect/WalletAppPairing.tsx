import { useMemo } from 'react'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { ConnectionOutcome } from '../connect/ConnectionOutcome.js'
import { RetryButton } from '../connect/RetryButton.js'
import { walletLinkTarget } from './openWalletLink.js'
import { PairingLinks } from './PairingLinks.js'
import { toMobileWalletLink } from './toMobileWalletLink.js'
import { useOpenWalletLinkOnce } from './useOpenWalletLinkOnce.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'

export type WalletAppPairingProps = {
  /** The chosen directory wallet, which has a mobile link. */
  wallet: WalletEntry
}

/**
 * Pairing on a phone: opens the wallet's universal or native link once the URI is ready ("Continue in {wallet}"),
 * waits while the visitor approves in the app, and moves on when the wallet approves. "Open {wallet}" opens it
 * again on a tap; Copy link; the declined and error states with Retry.
 * @example <WalletAppPairing wallet={wallet} />
 */
export function WalletAppPairing({ wallet }: WalletAppPairingProps) {
  const t = useT()
  const { attempt, uri, retry } = useWalletConnectPairing(wallet)
  const link = useMemo(() => (uri ? toMobileWalletLink(wallet, uri) : undefined), [wallet, uri])
  useOpenWalletLinkOnce(attempt.status === 'waiting' ? link : undefined)
  const href = link && link.kind !== 'none' ? link.href : undefined
  const name = wallet.name

  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state={attempt.status}>
        <RemoteImage kind="wallet" name={name} src={wallet.image_url} size="lg" />
      </div>
      <div className="wk-center" aria-live="polite">
        {attempt.status === 'waiting' ? (
          <>
            <p className="wk-heading">{t('common.continueIn', { name })}</p>
            <p className="wk-muted">
              {href
                ? t('walletAppPairing.approveThenComeBack', { name })
                : t('walletAppPairing.preparingLink', { name })}
            </p>
          </>
        ) : (
          <ConnectionOutcome outcome={attempt} declinedText={t('walletConnectPairing.declined', { name })} />
        )}
      </div>
      {attempt.status !== 'waiting' ? (
        <RetryButton key={attempt.status} onRetry={retry} />
      ) : href ? (
        <a className="wk-btn" data-block="" href={href} target={walletLinkTarget()} rel="noreferrer">
          {t('walletAppPairing.open', { name })}
        </a>
      ) : (
        <button type="button" className="wk-btn" data-block="" disabled>
          {t('walletAppPairing.open', { name })}
        </button>
      )}
      {attempt.status === 'waiting' ? <PairingLinks uri={uri} wallet={wallet} links={false} /> : null}
    </div>
  )
}

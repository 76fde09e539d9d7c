import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type NoMobileLinkNoticeProps = {
  wallet: WalletEntry
  /** The directory gives no mobile link, or one the kit will not open. */
  reason: 'missing' | 'invalid'
}

/**
 * What a phone shows under the QR code for a wallet it cannot open: why, and what to do instead (scan from another
 * device, or copy the link). Nothing opens or redirects on its own.
 * @example <NoMobileLinkNotice wallet={wallet} reason="missing" />
 */
export function NoMobileLinkNotice({ wallet, reason }: NoMobileLinkNoticeProps) {
  const t = useT()
  const name = wallet.name
  return (
    <>
      <p className="wk-heading">{t('noMobileLinkNotice.cannotBeOpenedFrom', { name })}</p>
      <p className="wk-muted">
        {reason === 'missing'
          ? t('noMobileLinkNotice.noLink', { name })
          : t('noMobileLinkNotice.invalidLink', { name })}{' '}
        {t('noMobileLinkNotice.scanThisCodeWith', { name })}
      </p>
    </>
  )
}

import { useStore } from 'zustand'
import { copyAddress } from '../../../core/account/copyAddress.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { QrCode } from '../../../primitives/components/QrCode.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatAddress } from '../../../utils/formatAddress.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'

/**
 * WalletReceive: the account's address as a QR code and as text with copy, the networks it can receive on (the
 * host's networks of the active namespace), and a note when the account is a smart account (it exists only on the
 * networks where it is deployed or enabled).
 * @example pushView(kit, 'WalletReceive')
 */
export default function WalletReceiveView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  const networks = useStore(
    kit.store,
    (state) => state.networks[state.activeNamespace]?.requestedCaipNetworks,
  )
  const address = account?.address
  if (!address) return <p className="wk-muted">{t('common.noAccountIsConnected')}</p>
  const smartAccount =
    account.preferredAccountType === 'smartAccount' ||
    account.allAccounts.some((record) => record.address === address && record.type === 'smartAccount')

  return (
    <div className="wk-stack wk-center">
      <QrCode value={address} label={t('walletReceive.qrCodeOfYour')} size={240} />
      <p className="wk-address" dir="ltr">
        {formatAddress(address, { full: true })}
      </p>
      <button
        type="button"
        className="wk-btn"
        data-variant="secondary"
        data-block=""
        onClick={() => void copyAddress(kit, { address })}
      >
        <Icon name="copy" size={18} />
        {t('common.copyAddress')}
      </button>
      {networks && networks.length > 0 ? (
        <section className="wk-stack" aria-label={t('common.networks')}>
          <p className="wk-muted">{t('walletReceive.receiveOnTheseNetworks')}</p>
          <ul className="wk-networks">
            {networks.map((network) => (
              <li key={network.caipNetworkId} className="wk-chip">
                <RemoteImage kind="network" network={network} name={network.name} size="sm" />
                {network.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {smartAccount ? <p className="wk-note">{t('walletReceive.thisIsASmart')}</p> : null}
    </div>
  )
}

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { copyAddress } from '../../core/account/copyAddress.js'
import { getActiveCaipNetwork } from '../../core/network/getActiveCaipNetwork.js'
import { getNetworkName } from '../../core/network/getNetworkName.js'
import { pushView } from '../../core/router/pushView.js'
import { watchPendingTransactions } from '../../core/transactions/watchPendingTransactions.js'
import { Avatar } from '../../primitives/components/Avatar.js'
import { Icon } from '../../primitives/components/Icon.js'
import { RemoteImage } from '../../primitives/components/RemoteImage.js'
import { Spinner } from '../../primitives/components/Spinner.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { formatAddress } from '../../utils/formatAddress.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { AccountActions } from '../parts/account/AccountActions.js'
import { AccountEmail } from '../parts/account/AccountEmail.js'
import { AccountNameEntry } from '../parts/account/AccountNameEntry.js'
import { AccountNamespaceSwitch } from '../parts/account/AccountNamespaceSwitch.js'
import { AccountSessionsEntry } from '../parts/account/AccountSessionsEntry.js'
import { AccountSocial } from '../parts/account/AccountSocial.js'
import { AccountTabs } from '../parts/account/AccountTabs.js'
import { AccountTypeSwitch } from '../parts/account/AccountTypeSwitch.js'
import { explorerUrl } from '../parts/account/explorerUrl.js'
import { useAccountProfile } from '../parts/account/useAccountProfile.js'
import { useAccountStyles } from '../parts/account/useAccountStyles.js'
import { useDisconnectAction } from '../parts/account/useDisconnectAction.js'

/**
 * Account: avatar, name or truncated address with copy (and Choose a name when it has none), balance (3 decimals,
 * floored), network and explorer, the email with Update email (email logins) or the social provider and username
 * (social logins), the EOA / smart account switch (embedded wallets where smart accounts are enabled), Receive and
 * Send, the Tokens / NFTs / Activity tabs, and Disconnect (of the account shown); with networks of several namespaces, a
 * switch between their accounts comes first; transactions sent from the kit are followed until mined
 * while it shows.
 * @example openModal(kit) // once connected
 */
export default function AccountView() {
  const t = useT()
  const kit = useKit()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  const network = useStore(kit.store, getActiveCaipNetwork)
  const networkName = useStore(kit.store, (state) => getNetworkName(state))
  const { disconnecting, run: disconnect } = useDisconnectAction()
  const address = account?.address
  useAccountProfile(kit, { namespace, address, known: account?.profileName !== undefined })
  useAccountStyles()
  useEffect(() => watchPendingTransactions(kit), [kit])
  if (!account || !address)
    return (
      <div className="wk-stack">
        <AccountNamespaceSwitch />
        <p className="wk-muted">{t('common.noAccountIsConnected')}</p>
      </div>
    )

  const explorer = explorerUrl({ address, accountExplorerUrl: account.addressExplorerUrl, network })
  return (
    <div className="wk-stack">
      <AccountNamespaceSwitch />
      <div className="wk-center">
        <Avatar address={address} src={account.profileImage} />
        <div className="wk-name">
          <span title={formatAddress(address, { full: true })} dir={account.profileName ? 'auto' : 'ltr'}>
            {account.profileName || formatAddress(address)}
          </span>
          <button
            type="button"
            className="wk-icon-btn"
            aria-label={t('common.copyAddress')}
            onClick={() => void copyAddress(kit, { address })}
          >
            <Icon name="copy" size={18} />
          </button>
        </div>
        <AccountNameEntry namespace={namespace} profileName={account.profileName} />
        {account.balance === undefined ? null : (
          <p className="wk-muted" dir="ltr">
            {formatBalance(account.balance, account.balanceSymbol, t.locale)}
          </p>
        )}
        <div className="wk-row">
          <button type="button" className="wk-chip" onClick={() => pushView(kit, 'Networks')}>
            <RemoteImage kind="network" network={network} name={networkName} size="sm" />
            <span>
              <span className="wk-sr">{t('common.network')}</span> {networkName}
            </span>
          </button>
          {explorer ? (
            <a className="wk-chip" href={explorer} target="_blank" rel="noopener noreferrer">
              <Icon name="external" size={16} />
              {t('account.blockExplorer')}
            </a>
          ) : null}
        </div>
      </div>
      <AccountEmail />
      <AccountSocial />
      <AccountTypeSwitch />
      <AccountActions />
      <AccountSessionsEntry />
      <AccountTabs />
      <button
        type="button"
        className="wk-btn"
        data-variant="secondary"
        data-block=""
        disabled={disconnecting}
        onClick={() => void disconnect()}
      >
        {disconnecting ? <Spinner /> : <Icon name="disconnect" size={18} />}
        {t('common.disconnect')}
      </button>
    </div>
  )
}

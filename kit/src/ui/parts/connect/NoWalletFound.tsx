import { useT } from '../../../primitives/i18n/useT.js'
import { EmptyState } from '../common/EmptyState.js'

/**
 * What Connect's wallet list shows when it has no wallet to offer: no browser wallet, no WalletConnect, no directory.
 * An extension installed now is seen after a reload (EIP-6963 announces on load), hence the action.
 * @example if (rows.length === 0) return <NoWalletFound />
 */
export function NoWalletFound() {
  const t = useT()
  return (
    <EmptyState
      icon="wallet"
      title={t('common.noWalletFound')}
      text={t('noWalletFound.installABrowserWallet')}
      action={{ label: t('noWalletFound.reload'), onClick: () => window.location.reload() }}
    />
  )
}

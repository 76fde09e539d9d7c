import { getConnectNamespace } from '../../../core/connectors/getConnectNamespace.js'
import { pushView } from '../../../core/router/pushView.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { ListItem } from '../../../primitives/components/ListItem.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'

/**
 * The wallets of Connect collapsed into one row (`features.collapseWallets`, or `emailShowWallets` off): "Continue with
 * a wallet", as in AppKit, leading to ConnectWallets, which lists them.
 * @example <ContinueWithWallet disabledReasonId={blockedBy} />
 */
export function ContinueWithWallet({ disabledReasonId }: { disabledReasonId?: string | undefined }) {
  const t = useT()
  const kit = useKit()
  return (
    <ul className="wk-list" aria-label={t('common.wallets')}>
      <ListItem
        label={t('continueWithWallet.continueWithAWallet')}
        icon={
          <span className="wk-img wk-collapse-icon" aria-hidden="true">
            <Icon name="wallet" />
          </span>
        }
        disabledReasonId={disabledReasonId}
        onClick={() => {
          // A Connect narrowed to one namespace stays narrowed.
          const namespace = getConnectNamespace(kit.store.getState())
          pushView(kit, 'ConnectWallets', namespace ? { namespace } : undefined)
        }}
      />
    </ul>
  )
}

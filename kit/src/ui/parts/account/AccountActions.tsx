import { useStore } from 'zustand'
import type { Namespace } from '../../../config/constants.js'
import { isOnrampAvailable } from '../../../core/onramp/isOnrampAvailable.js'
import { pushView } from '../../../core/router/pushView.js'
import type { View } from '../../../core/router/RouterState.js'
import { isSwapAvailable } from '../../../core/swap/isSwapAvailable.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import type { WalletKitState } from '../../../core/WalletKitState.js'
import type { MessageKey } from '../../../i18n/Messages.js'
import { Icon, type IconName } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'
import { useT } from '../../../primitives/i18n/useT.js'

type AccountAction = {
  feature: 'onramp' | 'swaps' | 'receive' | 'send'
  view: View
  label: MessageKey
  icon: IconName
  /** Whether the action shows beyond its feature being on (Swap on the swap networks, Buy outside restricted zones). */
  isShown?: (kit: WalletKit, state: WalletKitState) => boolean
}

const SEND_NAMESPACES: readonly Namespace[] = ['eip155', 'solana']

const ACTIONS: AccountAction[] = [
  {
    feature: 'onramp',
    view: 'Buy',
    label: 'accountActions.buy',
    icon: 'buy',
    isShown: (kit, state) => isOnrampAvailable(kit, state.activeNamespace),
  },
  { feature: 'swaps', view: 'Swap', label: 'accountActions.swap', icon: 'swap', isShown: isSwapAvailable },
  { feature: 'receive', view: 'WalletReceive', label: 'accountActions.receive', icon: 'receive' },
  {
    feature: 'send',
    view: 'WalletSend',
    label: 'accountActions.send',
    icon: 'send',
    // The Send view builds EVM and Solana transfers; Bitcoin and Polkadot accounts send from their wallets.
    isShown: (_kit, state) => SEND_NAMESPACES.includes(state.activeNamespace),
  },
]

/**
 * The account's wallet features as buttons, in the configured order (spec 1: onramp, swaps, receive, send); each
 * shows when its feature is on, its view is in this build and its own check (`isShown`) passes.
 * @example <AccountActions />
 */
export function AccountActions() {
  const t = useT()
  const kit = useKit()
  const views = useViewRegistry()
  const order = kit.options.features.walletFeaturesOrder
  // The names of the actions shown, as one string, so the buttons change only when the list does.
  const shownViews = useStore(kit.store, (state) =>
    ACTIONS.filter((action) => action.isShown?.(kit, state) ?? true)
      .map((action) => action.view)
      .join(),
  ).split(',')
  const shown = ACTIONS.filter(
    (action) =>
      kit.options.features[action.feature] && views.has(action.view) && shownViews.includes(action.view),
  ).sort((a, b) => order.indexOf(a.feature) - order.indexOf(b.feature))
  if (shown.length === 0) return null
  return (
    <div className="wk-actions">
      {shown.map((action) => (
        <button
          key={action.view}
          type="button"
          className="wk-action"
          onClick={() => pushView(kit, action.view)}
        >
          <Icon name={action.icon} />
          {t(action.label as 'accountActions.buy')}
        </button>
      ))}
    </div>
  )
}

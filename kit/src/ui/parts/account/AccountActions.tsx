import { useStore } from 'zustand'
import type { Namespace } from '../../../config/index.js'
import { isOnrampAvailable } from '../../../core/onramp/isOnrampAvailable.js'
import { pushView } from '../../../core/router/pushView.js'
import type { View } from '../../../core/router/RouterState.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { Icon, type IconName } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'

type AccountAction = {
  feature: 'onramp' | 'receive' | 'send'
  view: View
  label: string
  icon: IconName
  /** Whether the action is offered beyond its feature flag, e.g. on this namespace. */
  available?: (kit: WalletKit, namespace: Namespace) => boolean
}

const ACTIONS: AccountAction[] = [
  { feature: 'onramp', view: 'Buy', label: 'Buy', icon: 'buy', available: isOnrampAvailable },
  { feature: 'receive', view: 'WalletReceive', label: 'Receive', icon: 'receive' },
  { feature: 'send', view: 'WalletSend', label: 'Send', icon: 'send' },
]

/**
 * The account's wallet features as buttons, in the configured order (spec 1: onramp, swaps, receive, send); each
 * shows when its feature is on, its view is in this build and it is available (Buy: on an onramp namespace, outside
 * restricted time zones).
 * @example <AccountActions />
 */
export function AccountActions() {
  const kit = useKit()
  const views = useViewRegistry()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const order = kit.options.features.walletFeaturesOrder
  const shown = ACTIONS.filter(
    (action) =>
      kit.options.features[action.feature] &&
      views.has(action.view) &&
      (action.available?.(kit, namespace) ?? true),
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
          {action.label}
        </button>
      ))}
    </div>
  )
}

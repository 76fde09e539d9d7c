import { pushView } from '../../../core/router/pushView.js'
import type { View } from '../../../core/router/RouterState.js'
import { Icon, type IconName } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'

const ACTIONS: { feature: 'receive' | 'send'; view: View; label: string; icon: IconName }[] = [
  { feature: 'receive', view: 'WalletReceive', label: 'Receive', icon: 'receive' },
  { feature: 'send', view: 'WalletSend', label: 'Send', icon: 'send' },
]

/**
 * The account's wallet features as buttons, in the configured order (spec 1: onramp, swaps, receive, send); each
 * shows when its feature is on and its view is in this build.
 * @example <AccountActions />
 */
export function AccountActions() {
  const kit = useKit()
  const views = useViewRegistry()
  const order = kit.options.features.walletFeaturesOrder
  const shown = ACTIONS.filter(
    (action) => kit.options.features[action.feature] && views.has(action.view),
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

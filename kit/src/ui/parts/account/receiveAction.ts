import { pushView } from '../../../core/router/pushView.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import type { EmptyStateProps } from '../common/EmptyState.js'

/**
 * The "Receive …" next step of an empty list: a button to WalletReceive, or none when `features.receive` is off.
 * @example <EmptyState icon="coins" title="No tokens yet" action={receiveAction(kit, 'Receive funds')} />
 */
export function receiveAction(kit: WalletKit, label: string): EmptyStateProps['action'] {
  return kit.options.features.receive ? { label, onClick: () => pushView(kit, 'WalletReceive') } : undefined
}

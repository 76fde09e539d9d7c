import type { Namespace } from '../../../config/constants.js'
import { isOnrampAvailable } from '../../../core/onramp/isOnrampAvailable.js'
import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { EmptyState } from '../common/EmptyState.js'

export type ActivityEmptyProps = {
  namespace: Namespace
  /** The network has no activity support: the next step is another network. */
  unsupported?: boolean
}

/**
 * The Activity tab with nothing to list: "No activity yet" with Buy (where the onramp is offered) or Receive as the
 * next step, or "Activity is not available on this network" with Switch network.
 * @example if (nothing) return <ActivityEmpty namespace="eip155" />
 */
export function ActivityEmpty({ namespace, unsupported = false }: ActivityEmptyProps) {
  const t = useT()
  const kit = useKit()
  const views = useViewRegistry()
  if (unsupported)
    return (
      <EmptyState
        icon="activity"
        title={t('activityEmpty.activityIsNotAvailable')}
        text={t('activityEmpty.switchToANetwork')}
        action={{ label: t('title.unsupportedChain'), onClick: () => pushView(kit, 'Networks') }}
      />
    )
  const buy = kit.options.features.onramp && views.has('Buy') && isOnrampAvailable(kit, namespace)
  const receive = kit.options.features.receive && views.has('WalletReceive')
  return (
    <EmptyState
      icon="activity"
      title={t('activityEmpty.noActivityYet')}
      text={t('activityEmpty.yourTransactionsOnThis')}
      action={
        buy
          ? { label: t('title.buy'), onClick: () => pushView(kit, 'Buy') }
          : receive
            ? { label: t('common.receiveFunds'), onClick: () => pushView(kit, 'WalletReceive') }
            : undefined
      }
    />
  )
}

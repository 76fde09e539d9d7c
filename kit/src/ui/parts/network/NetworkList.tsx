import { useMemo, useState } from 'react'
import { useStore } from 'zustand'
import type { CaipNetwork } from '../../../config/index.js'
import { getConnectedNamespaces } from '../../../core/account/getConnectedNamespaces.js'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { getNetworkName } from '../../../core/network/getNetworkName.js'
import { switchActiveNamespace } from '../../../core/network/switchActiveNamespace.js'
import { switchNetwork } from '../../../core/network/switchNetwork.js'
import { pushView } from '../../../core/router/pushView.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { isUserRejection } from '../../../errors/isUserRejection.js'
import { ListItem } from '../../../primitives/components/ListItem.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useListNavigation } from '../../../primitives/components/useListNavigation.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError, type ErrorDescription } from '../common/describeError.js'
import { useMountedRef } from '../common/useMountedRef.js'

export type NetworkListProps = {
  /** Called after a switch succeeded. */
  onSwitched(): void
}

/**
 * The requested networks of every namespace, the active one marked (and listed first as "Unknown Network" when
 * it is not one of them); a click switches through `switchNetwork`, showing progress on the row and errors below.
 * Across namespaces (AppKit's rule): a network of a namespace with no account while another namespace has one
 * leads to Connect narrowed to that namespace's wallets; the current network of another connected namespace makes
 * that namespace active without asking its wallet.
 * @example <NetworkList onSwitched={() => goBack(kit)} />
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const t = useT()
  const kit = useKit()
  const active = useStore(kit.store, getActiveCaipNetwork)
  const networkStates = useStore(kit.store, (state) => state.networks)
  const namespaces = useStore(kit.store, (state) => state.namespaces)
  const [switching, setSwitching] = useState<string>()
  // What failed, worded at each render (a locale switch re-words it): declined in the wallet, or the error.
  const [failure, setError] = useState<{ declined: true } | { caught: unknown }>()
  const error: ErrorDescription | undefined = !failure
    ? undefined
    : 'declined' in failure
      ? { message: t('networkList.declined') }
      : describeError(failure.caught, t)
  const mounted = useMountedRef()
  const navigation = useListNavigation()
  const networks = useMemo(
    () => namespaces.flatMap((namespace) => networkStates[namespace]?.requestedCaipNetworks ?? []),
    [namespaces, networkStates],
  )
  const activeIsRequested = networks.some((network) => network.caipNetworkId === active?.caipNetworkId)
  const name = (network: CaipNetwork) => getNetworkName(kit.store.getState(), network.caipNetworkId)

  const select = async (network: CaipNetwork) => {
    if (switching) return
    const across =
      network.caipNetworkId === active?.caipNetworkId ? 'switched' : selectAcrossNamespaces(kit, network)
    if (across !== 'switch') {
      if (across === 'switched') onSwitched()
      return
    }
    setSwitching(network.caipNetworkId)
    setError(undefined)
    try {
      await switchNetwork(kit, { network })
      if (mounted.current) onSwitched()
    } catch (caught) {
      if (mounted.current) setError(isUserRejection(caught) ? { declined: true } : { caught })
    } finally {
      if (mounted.current) setSwitching(undefined)
    }
  }

  return (
    <div className="wk-stack">
      <ul className="wk-list" aria-label={t('common.networks')} onKeyDown={navigation.onKeyDown}>
        {active && !activeIsRequested ? (
          <ListItem
            label={getNetworkName(kit.store.getState(), active.caipNetworkId)}
            icon={<RemoteImage kind="network" name="?" size="sm" />}
            current
            tag={t('networkList.current')}
            disabled
            onClick={() => undefined}
          />
        ) : null}
        {networks.map((network) => (
          <ListItem
            key={network.caipNetworkId}
            label={name(network)}
            icon={<RemoteImage kind="network" network={network} name={name(network)} />}
            current={network.caipNetworkId === active?.caipNetworkId}
            tag={network.caipNetworkId === active?.caipNetworkId ? t('networkList.current') : undefined}
            tagTone="accent"
            loading={switching === network.caipNetworkId}
            onClick={() => void select(network)}
          />
        ))}
      </ul>
      <div aria-live="polite">
        {switching ? <p className="wk-muted">{t('networkList.approveTheSwitchIn')}</p> : null}
        {error ? <p className="wk-error-text">{error.message}</p> : null}
        {error?.details ? <p className="wk-muted">{error.details}</p> : null}
      </div>
    </div>
  )
}

/**
 * AppKit's rule for a network of another namespace: with no account there while another namespace has one, Connect
 * narrowed to its wallets opens ('connecting'); its connected account on that very network just becomes the one shown
 * ('switched'); anything else is an ordinary switch.
 */
function selectAcrossNamespaces(kit: WalletKit, network: CaipNetwork): 'connecting' | 'switched' | 'switch' {
  const state = kit.store.getState()
  const namespace = network.chainNamespace
  const connected = getConnectedNamespaces(state)
  if (!connected.includes(namespace) && connected.length > 0) {
    pushView(kit, 'Connect', { namespace })
    return 'connecting'
  }
  if (
    namespace !== state.activeNamespace &&
    state.networks[namespace]?.caipNetwork?.caipNetworkId === network.caipNetworkId
  ) {
    switchActiveNamespace(kit, namespace)
    return 'switched'
  }
  return 'switch'
}

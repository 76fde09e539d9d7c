import { useInsertionEffect } from 'react'
import { useStore } from 'zustand'
import { isConnected } from '../../core/account/isConnected.js'
import { getNamespaceName } from '../../core/network/getNamespaceName.js'
import { pushView } from '../../core/router/pushView.js'
import { ListItem } from '../../primitives/components/ListItem.js'
import { RemoteImage } from '../../primitives/components/RemoteImage.js'
import { useListNavigation } from '../../primitives/components/useListNavigation.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { injectStyleSheet } from '../../primitives/theme/injectStyleSheet.js'
import { connectCss } from '../parts/connect/connectCss.js'
import { connectorImage } from '../parts/connect/connectorImage.js'

/**
 * ConnectingMultiChain ("Select chain"): a wallet offered in several namespaces (Phantom announces an EIP-6963
 * provider and a Wallet Standard wallet) asks which one to connect, a row per namespace the host configured
 * ("Ethereum", "Solana"..., in the host's order), a namespace already connected tagged "Connected"; a row goes on
 * to ConnectingExternal with that namespace's connector, as AppKit does. Back returns here with every row.
 * @example pushView(kit, 'ConnectingMultiChain', { connector: phantom })
 */
export default function ConnectingMultiChainView() {
  const t = useT()
  const kit = useKit()
  useInsertionEffect(() => injectStyleSheet(document, 'connect', connectCss), [])
  const connector = useStore(
    kit.store,
    (state) => state.router.data?.multiChainConnector ?? state.router.data?.connector,
  )
  const networks = useStore(kit.store, (state) => state.networks)
  const connected = useStore(kit.store, (state) =>
    state.namespaces.filter((namespace) => isConnected(state, namespace)).join(' '),
  )
  const configured = useStore(kit.store, (state) => state.namespaces.join(' '))
  const navigation = useListNavigation()
  if (!connector) return <p className="wk-muted">{t('common.noWalletWasChosen')}</p>
  // One row per namespace, in the host's order of namespaces.
  const members = configured
    .split(' ')
    .flatMap(
      (namespace) => (connector.connectors ?? [connector]).find((member) => member.chain === namespace) ?? [],
    )
  return (
    <div className="wk-stack">
      <div className="wk-center">
        <RemoteImage kind="wallet" name={connector.name} src={connectorImage(connector)} size="lg" />
        <p className="wk-heading">{connector.name}</p>
        <p className="wk-muted">{t('connectingMultiChain.selectWhichChainTo')}</p>
      </div>
      <ul className="wk-list" aria-label={t('connectingMultiChain.chains')} onKeyDown={navigation.onKeyDown}>
        {members.map((member) => {
          const name = getNamespaceName(member.chain)
          const network =
            networks[member.chain]?.caipNetwork ?? networks[member.chain]?.requestedCaipNetworks[0]
          return (
            <ListItem
              key={member.chain}
              label={name}
              icon={<RemoteImage kind="network" network={network} name={name} />}
              tag={
                connected.split(' ').includes(member.chain) ? t('connectingMultiChain.connected') : undefined
              }
              tagTone="success"
              onClick={() =>
                pushView(kit, 'ConnectingExternal', { connector: member, multiChainConnector: connector })
              }
            />
          )
        })}
      </ul>
    </div>
  )
}

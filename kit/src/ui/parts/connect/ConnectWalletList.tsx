import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import type { Connector } from '../../../chains/ChainAdapter.js'
import type { Namespace } from '../../../config/index.js'
import { connectorForNamespace } from '../../../core/connectors/connectorForNamespace.js'
import { getConnectNamespace } from '../../../core/connectors/getConnectNamespace.js'
import { getConnectorGroups } from '../../../core/connectors/getConnectorGroups.js'
import { pushView } from '../../../core/router/pushView.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { loadConnectWallets } from '../../../core/wallets/loadConnectWallets.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useListNavigation } from '../../../primitives/components/useListNavigation.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { AllWalletsEntry } from './AllWalletsEntry.js'
import { ConnectWalletRow, type ConnectWalletRowData } from './ConnectWalletRow.js'
import { connectorImage } from './connectorImage.js'
import { isRecentConnector } from './isRecentConnector.js'
import { NoWalletFound } from './NoWalletFound.js'

type Row = ConnectWalletRowData

/**
 * The wallet list of Connect: the connector groups of spec 5 in their order. Browser wallets open
 * ConnectingExternal; directory wallets (WalletConnect) and "All wallets" show only once their views exist. The
 * featured and recommended wallets are fetched when the list first shows. With `disabledReasonId` (the legal
 * checkbox not ticked yet) every row is locked and points to that reason. A wallet offered in several namespaces
 * is one row that asks which namespace (ConnectingMultiChain). Narrowed to a namespace (`getConnectNamespace`: a
 * network of a namespace not connected yet was picked, or the modal opened on it), only that namespace's wallets
 * show, and a wallet of several namespaces connects that one directly.
 * @example <ConnectWalletList />
 */
export function ConnectWalletList({ disabledReasonId }: { disabledReasonId?: string | undefined } = {}) {
  const t = useT()
  const kit = useKit()
  const views = useViewRegistry()
  const connectors = useStore(kit.store, (state) => state.connectors)
  const wallets = useStore(kit.store, (state) => state.wallets)
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const connection = useStore(kit.store, (state) => state.connection)
  const only = useStore(kit.store, getConnectNamespace)
  const navigation = useListNavigation()
  useEffect(() => loadConnectWallets(kit), [kit])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the groups are read from these slices of the store
  const rows = useMemo(() => {
    const result: Row[] = []
    for (const group of getConnectorGroups(kit)) {
      for (const item of group.items) {
        if (item.kind === 'connector') {
          const walletConnect = item.connector.type === 'WALLET_CONNECT'
          if (walletConnect && !views.has('ConnectingWalletConnect')) continue
          const connector =
            only && !walletConnect ? connectorForNamespace(item.connector, only) : item.connector
          if (!connector) continue
          result.push({
            key: `connector:${connector.id}`,
            label: connector.name,
            image: connectorImage(connector),
            tag: isRecentConnector(connector, wallets.recent)
              ? 'Recent'
              : connector.installed || connector.type === 'ANNOUNCED'
                ? 'Installed'
                : undefined,
            open: () =>
              walletConnect
                ? pushView(kit, 'ConnectingWalletConnect')
                : openConnector(kit, connector, views.has('ConnectingMultiChain')),
          })
        } else if (views.has('ConnectingWalletConnect') && servesNamespace(item.wallet, only)) {
          const { wallet } = item
          result.push({
            key: `wallet:${wallet.id}`,
            label: wallet.name,
            image: wallet.image_url,
            wallet,
            tag: group.type === 'recent' ? 'Recent' : undefined,
            open: () => pushView(kit, 'ConnectingWalletConnect', { wallet }),
          })
        }
      }
    }
    return result
  }, [kit, connectors, wallets, namespace, connection, only])

  const showAllWallets = kit.options.features.allWallets && views.has('AllWallets')
  if (rows.length === 0 && !showAllWallets) return <NoWalletFound />
  return (
    <ul className="wk-list" aria-label={t('common.wallets')} onKeyDown={navigation.onKeyDown}>
      {rows.map((row) => (
        <ConnectWalletRow key={row.key} row={row} disabledReasonId={disabledReasonId} />
      ))}
      {showAllWallets ? <AllWalletsEntry disabledReasonId={disabledReasonId} /> : null}
    </ul>
  )
}

/** A browser wallet connects; one offered in several namespaces first asks which (when that view is in the build). */
function openConnector(kit: WalletKit, connector: Connector, canChoose: boolean): void {
  if (connector.type !== 'MULTI_CHAIN') pushView(kit, 'ConnectingExternal', { connector })
  else if (canChoose) pushView(kit, 'ConnectingMultiChain', { connector })
  else pushView(kit, 'ConnectingExternal', { connector: connector.connectors?.[0] ?? connector })
}

/** Whether a directory wallet serves `namespace` (its CAIP chains say so; a wallet listing none may). */
function servesNamespace(wallet: WalletEntry, namespace: Namespace | undefined): boolean {
  if (!namespace || !wallet.chains || wallet.chains.length === 0) return true
  return wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
}

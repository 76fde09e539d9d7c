import { useMemo } from 'react'
import { useStore } from 'zustand'
import { getConnectorGroups } from '../../../core/connectors/getConnectorGroups.js'
import { pushView } from '../../../core/router/pushView.js'
import { ListItem } from '../../../primitives/components/ListItem.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useListNavigation } from '../../../primitives/components/useListNavigation.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'
import { AllWalletsEntry } from './AllWalletsEntry.js'
import { connectorImage } from './connectorImage.js'
import { isRecentConnector } from './isRecentConnector.js'

type Row = {
  key: string
  label: string
  image: string | undefined
  /** A directory wallet's image id (GET /getWalletImage/{id}), used when it has no image URL. */
  imageId?: string | undefined
  tag?: 'Recent' | 'Installed' | undefined
  open(): void
}

/**
 * The wallet list of Connect: the connector groups of spec 5 in their order. Browser wallets open
 * ConnectingExternal; directory wallets (WalletConnect) and "All wallets" show only once their views exist.
 * @example <ConnectWalletList />
 */
export function ConnectWalletList() {
  const kit = useKit()
  const views = useViewRegistry()
  const connectors = useStore(kit.store, (state) => state.connectors)
  const wallets = useStore(kit.store, (state) => state.wallets)
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const connection = useStore(kit.store, (state) => state.connection)
  const navigation = useListNavigation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the groups are read from these slices of the store
  const rows = useMemo(() => {
    const result: Row[] = []
    for (const group of getConnectorGroups(kit)) {
      for (const item of group.items) {
        if (item.kind === 'connector') {
          const { connector } = item
          const walletConnect = connector.type === 'WALLET_CONNECT'
          if (walletConnect && !views.has('ConnectingWalletConnect')) continue
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
                : pushView(kit, 'ConnectingExternal', { connector }),
          })
        } else if (views.has('ConnectingWalletConnect')) {
          const { wallet } = item
          result.push({
            key: `wallet:${wallet.id}`,
            label: wallet.name,
            image: wallet.image_url,
            imageId: wallet.image_id,
            tag: group.type === 'recent' ? 'Recent' : undefined,
            open: () => pushView(kit, 'ConnectingWalletConnect', { wallet }),
          })
        }
      }
    }
    return result
  }, [kit, connectors, wallets, namespace, connection])

  const showAllWallets = kit.options.features.allWallets && views.has('AllWallets')
  if (rows.length === 0 && !showAllWallets)
    return (
      <div className="wk-center" style={{ padding: '12px 8px' }}>
        <p className="wk-heading">No wallet found</p>
        <p className="wk-muted">Install a browser wallet extension, then reload this page.</p>
      </div>
    )
  return (
    <ul className="wk-list" aria-label="Wallets" onKeyDown={navigation.onKeyDown}>
      {rows.map((row) => (
        <ListItem
          key={row.key}
          label={row.label}
          icon={<RemoteImage kind="wallet" id={row.imageId} name={row.label} src={row.image} />}
          tag={row.tag}
          tagTone={row.tag === 'Recent' ? 'accent' : 'success'}
          onClick={row.open}
        />
      ))}
      {showAllWallets ? <AllWalletsEntry /> : null}
    </ul>
  )
}

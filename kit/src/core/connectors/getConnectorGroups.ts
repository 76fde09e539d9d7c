import type { Connector } from '../../chains/ChainAdapter.js'
import type { ConnectorTypeOrderItem } from '../../config/constants.js'
import { getVisibleSocials } from '../socials/getVisibleSocials.js'
import type { WalletKit } from '../WalletKit.js'
import { filterOutDuplicateWallets } from '../wallets/filterOutDuplicateWallets.js'
import { getCustomWallets } from '../wallets/getCustomWallets.js'
import { getWalletExclusions } from '../wallets/getWalletExclusions.js'
import { isWalletExcluded } from '../wallets/isWalletExcluded.js'
import type { WalletEntry } from '../wallets/WalletsState.js'
import { capRecommendedWallets } from './capRecommendedWallets.js'
import { getConnectorTypeOrder } from './getConnectorTypeOrder.js'
import { getShownConnectors } from './getShownConnectors.js'
import { getShownRecentWallets } from './getShownRecentWallets.js'
import { isConnectedViaWalletConnect } from './isConnectedViaWalletConnect.js'

/** One row of the Connect view: a connector to use, or a directory wallet to open. */
export type ConnectorListItem =
  | { kind: 'connector'; connector: Connector }
  | { kind: 'wallet'; wallet: WalletEntry }

/** A non-empty group of rows of one kind. */
export type ConnectorGroup = { type: ConnectorTypeOrderItem; items: ConnectorListItem[] }

export type GetConnectorGroupsParameters = {
  /** Groups to list first, in this order (the developer override of spec 5). */
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[] | undefined
}

const connectorItems = (connectors: readonly Connector[]): ConnectorListItem[] =>
  connectors.map((connector) => ({ kind: 'connector', connector }))
const walletItems = (wallets: readonly WalletEntry[]): ConnectorListItem[] =>
  wallets.map((wallet) => ({ kind: 'wallet', wallet }))

/**
 * The Connect view's connector list (spec 5, 9): groups walletConnect, recent, injected (multi-chain, announced,
 * injected), featured, custom, external, recommended, after any override; only non-empty groups. WalletConnect
 * shows only when enabled and not already in use; directory wallets already listed as a connector or recent
 * wallet are left out.
 * @example getConnectorGroups(kit).map((group) => group.type) // ['walletConnect', 'injected', 'recommended']
 */
export function getConnectorGroups(
  kit: Pick<WalletKit, 'options' | 'store' | 'environment'>,
  { connectorTypeOrder = kit.options.features.connectorTypeOrder }: GetConnectorGroupsParameters = {},
): ConnectorGroup[] {
  const state = kit.store.getState()
  const shown = getShownConnectors(kit)
  const exclusions = getWalletExclusions(kit)
  const notDuplicate = (wallets: readonly WalletEntry[]) =>
    filterOutDuplicateWallets(wallets, { connectors: shown.all, recent: state.wallets.recent }).filter(
      (wallet) => !isWalletExcluded(wallet, exclusions),
    )

  const walletConnect =
    kit.options.enableWalletConnect && !isConnectedViaWalletConnect(state)
      ? shown.walletConnect.slice(0, 1)
      : []
  const featured = notDuplicate(state.wallets.featured)
  const custom = notDuplicate(getCustomWallets(kit))
  // Email and socials take a row each, but only where they show: with the embedded wallet's connector.
  const hasAuth = state.connectors.connectors.some((connector) => connector.type === 'AUTH')
  const methodRows = hasAuth
    ? (kit.options.features.email ? 1 : 0) + (getVisibleSocials(kit).length > 0 ? 1 : 0)
    : 0
  const recommended = capRecommendedWallets(notDuplicate(state.wallets.recommended), {
    rowsShown: featured.length + custom.length + shown.injected.length + methodRows,
    canConnect:
      (kit.options.enableWalletConnect && shown.walletConnect.length > 0) ||
      shown.injected.length > 0 ||
      custom.length > 0,
  })

  const items: Record<ConnectorTypeOrderItem, ConnectorListItem[]> = {
    walletConnect: connectorItems(walletConnect),
    recent: walletItems(getShownRecentWallets(kit, shown.all)),
    injected: connectorItems(shown.injected),
    featured: walletItems(featured),
    custom: walletItems(custom),
    external: connectorItems(shown.external),
    recommended: walletItems(recommended),
  }
  const nonEmpty = (Object.keys(items) as ConnectorTypeOrderItem[]).filter((type) => items[type].length > 0)
  return getConnectorTypeOrder(nonEmpty, connectorTypeOrder).map((type) => ({ type, items: items[type] }))
}

import type { Namespace, ResolvedWalletKitOptions } from '../config/index.js'
import type { SupportedLocale } from '../config/locales.js'
import { createAccountState } from './account/AccountState.js'
import { createDebugAlertsState } from './alerts/DebugAlertsState.js'
import { createAuthFlowState } from './auth/AuthFlowState.js'
import { createConnectionState } from './connection/ConnectionState.js'
import { createConnectorsState } from './connectors/ConnectorsState.js'
import { createLocaleState } from './locale/LocaleState.js'
import { createModalState } from './modal/ModalState.js'
import { createNetworkState } from './network/NetworkState.js'
import { createRouterState } from './router/RouterState.js'
import { createSendState } from './send/SendState.js'
import { createThemeState } from './theme/ThemeState.js'
import { createToastState } from './toast/ToastState.js'
import { createTransactionsState } from './transactions/TransactionsState.js'
import type { WalletKitState } from './WalletKitState.js'
import { createWalletsState } from './wallets/WalletsState.js'

/**
 * The initial state for resolved options: one account and network entry per configured namespace, and the locale
 * for the visitor's `languages` among the `locales` the catalogue offers.
 */
export function createWalletKitState(
  options: ResolvedWalletKitOptions,
  {
    languages,
    locales = ['en'],
  }: { languages?: readonly string[] | undefined; locales?: readonly SupportedLocale[] } = {},
): WalletKitState {
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))] as Namespace[]
  const defaultNetwork =
    options.networks.find((network) => network.caipNetworkId === (options.defaultNetwork ?? 'eip155:1')) ??
    options.networks[0]
  const activeNamespace = defaultNetwork?.chainNamespace ?? 'eip155'

  const accounts: WalletKitState['accounts'] = {}
  const networks: WalletKitState['networks'] = {}
  for (const namespace of namespaces) {
    const requested = options.networks.filter((network) => network.chainNamespace === namespace)
    accounts[namespace] = createAccountState()
    networks[namespace] = {
      ...createNetworkState(requested),
      caipNetwork: namespace === activeNamespace ? defaultNetwork : requested[0],
    }
  }

  return {
    activeNamespace,
    namespaces,
    modal: createModalState(),
    router: createRouterState(),
    toast: createToastState(),
    debugAlerts: createDebugAlertsState(),
    connection: createConnectionState(),
    connectors: createConnectorsState(),
    accounts,
    networks,
    transactions: createTransactionsState(),
    pendingTransactions: [],
    wallets: createWalletsState(),
    send: createSendState(),
    swap: undefined,
    theme: createThemeState(options),
    locale: createLocaleState({ locale: options.locale, languages, available: locales }),
    walletConnect: { uri: undefined, expiry: undefined, peer: undefined },
    authFlow: createAuthFlowState(),
  }
}

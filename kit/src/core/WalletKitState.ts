import type { WalletConnectState } from '../chains/walletconnect/WalletConnectState.js'
import type { Namespace } from '../config/index.js'
import type { AccountState } from './account/AccountState.js'
import type { DebugAlertsState } from './alerts/DebugAlertsState.js'
import type { AuthFlowState } from './auth/AuthFlowState.js'
import type { ConnectionState } from './connection/ConnectionState.js'
import type { ConnectorsState } from './connectors/ConnectorsState.js'
import type { LocaleState } from './locale/LocaleState.js'
import type { ModalState } from './modal/ModalState.js'
import type { NetworkState } from './network/NetworkState.js'
import type { RouterState } from './router/RouterState.js'
import type { SendState } from './send/SendState.js'
import type { SwapState } from './swap/SwapState.js'
import type { ThemeState } from './theme/ThemeState.js'
import type { ToastState } from './toast/ToastState.js'
import type { PendingTransaction } from './transactions/PendingTransaction.js'
import type { TransactionsState } from './transactions/TransactionsState.js'
import type { WalletsState } from './wallets/WalletsState.js'

/** The whole state of one kit instance: one zustand store made of slices, keyed by slice name. */
export type WalletKitState = {
  /** The namespace whose account and network the modal shows. */
  activeNamespace: Namespace
  /** Namespaces in the order the host configured their networks. */
  namespaces: Namespace[]
  modal: ModalState
  router: RouterState
  toast: ToastState
  /** The debug-mode alerts of spec 8 on screen, and the kinds already shown once. */
  debugAlerts: DebugAlertsState
  connection: ConnectionState
  connectors: ConnectorsState
  /** Per namespace (spec 3): only the namespaces the host configured have an entry. */
  accounts: Partial<Record<Namespace, AccountState>>
  networks: Partial<Record<Namespace, NetworkState>>
  transactions: TransactionsState
  /** Transactions sent from the kit and not yet mined, newest first (spec 9: at most 99; kept across reloads). */
  pendingTransactions: PendingTransaction[]
  wallets: WalletsState
  send: SendState
  /** The swap form, its quote and the swap under way; undefined until the Swap view first changes it. */
  swap: SwapState | undefined
  /** Theme mode and `--wk-*` variables: the modal, the buttons and the login frame follow them. */
  theme: ThemeState
  /** The language the modal and the buttons show, and its loaded messages. */
  locale: LocaleState
  /** The WalletConnect pairing on offer (URI, expiry) and the session's peer. */
  walletConnect: WalletConnectState
  /** The embedded wallet's approval and Farcaster wait under way, ended when the modal closes. */
  authFlow: AuthFlowState
}

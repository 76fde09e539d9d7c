import type { Connector } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'

/** Views of the modal (spec 2). Later issues may add views; every view name lives here. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectWallets'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingMultiChain'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UnsupportedChain'
  | 'SignMessage'
  | 'ApproveTransaction'
  | 'Swap'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletReceive'
  | 'Buy'
  | 'ActivityDetail'
  | 'SmartSessions'

/** What a view carries (spec 2: ConnectingExternal carries a connector, ConnectingWalletConnect a wallet). */
export type RouteData = {
  connector?: Connector
  wallet?: { id: string; name: string; [key: string]: unknown }
  /** ConnectingMultiChain: the wallet offered in several namespaces, kept while one of them connects (for Back). */
  multiChainConnector?: Connector
  /** Connect and ConnectWallets: list only the wallets of this namespace (a network of it was picked). */
  namespace?: Namespace
  [key: string]: unknown
}

/**
 * A navigation with callbacks (spec 4 "Navigation transaction"). On success the router goes back (`goBack`),
 * leaves the SIWE flow (`replace`) or resets to `view`, then calls `onSuccess`; on cancel it goes back and
 * calls `onCancel`.
 */
export type RouterTransaction = {
  view: View | null
  goBack: boolean
  replace?: boolean | undefined
  onSuccess?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

export type RouterState = {
  view: View
  history: View[]
  data: RouteData | undefined
  /** The direction of the last view change, for the 150 ms transition (spec 2, 9). */
  transition: 'next' | 'prev'
  /** Pending navigation transactions, innermost last (a transaction may start inside another). */
  transactionStack: RouterTransaction[]
  /** The modal is rendered inline in the host page: closing returns to Account or Connect (spec 2). */
  embedded: boolean
}

export const createRouterState = (): RouterState => ({
  view: 'Connect',
  history: ['Connect'],
  data: undefined,
  transition: 'next',
  transactionStack: [],
  embedded: false,
})

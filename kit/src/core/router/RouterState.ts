import type { Connector } from '../../chains/ChainAdapter.js'

/** Views of the modal (spec 2). Later issues may add views; every view name lives here. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UnsupportedChain'
  | 'SignMessage'
  | 'ApproveTransaction'
  | 'Swap'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletReceive'

/** What a view carries (spec 2: ConnectingExternal carries a connector, ConnectingWalletConnect a wallet). */
export type RouteData = {
  connector?: Connector
  wallet?: { id: string; name: string; [key: string]: unknown }
  [key: string]: unknown
}

/** A navigation with callbacks (spec 4 "Navigation transaction"). */
export type RouterTransaction = {
  view: View | null
  goBack: boolean
  replace?: boolean
  onSuccess?: () => void
  onCancel?: () => void
}

export type RouterState = {
  view: View
  history: View[]
  data: RouteData | undefined
  /** The direction of the last view change, for the 150 ms transition (spec 2, 9). */
  transition: 'next' | 'prev'
  transaction: RouterTransaction | undefined
}

export const createRouterState = (): RouterState => ({
  view: 'Connect',
  history: ['Connect'],
  data: undefined,
  transition: 'next',
  transaction: undefined,
})

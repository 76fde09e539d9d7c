import type { ComponentType } from 'react'
import type { View } from '../../core/router/RouterState.js'

export type ViewModule = { default: ComponentType }

/**
 * Loaders for views whose own loaders live in a group file, loaded on the first opening of any of them: what only
 * Account or a started login opens stays out of the start-up download, list of chunks included.
 */
const fromGroup =
  <Group extends { [View in keyof Group]: () => Promise<ViewModule> }>(loadGroup: () => Promise<Group>) =>
  (view: keyof Group) =>
  async (): Promise<ViewModule> =>
    (await loadGroup())[view]()
const accountFeatureView = fromGroup(
  async () => (await import('./account/accountFeatureViews.js')).accountFeatureViews,
)
const authView = fromGroup(async () => (await import('./auth/authViews.js')).authViews)

/** Each view this build can show, with the loader of its file. */
export type ViewLoaders = Partial<Record<View, () => Promise<ViewModule>>>

/**
 * The views this build can show, each a file loaded when first needed. A view of a later feature joins by adding its
 * loader here; entries leading to a view not listed stay hidden. The list itself loads with the modal (the registry
 * fetches it on first use), so its chunk list stays out of the start-up download.
 * @example await viewLoaders.Account?.() // the Account view's module
 */
export const viewLoaders: ViewLoaders = {
  Connect: () => import('./ConnectView.js'),
  ConnectWallets: () => import('./ConnectWalletsView.js'),
  ConnectingExternal: () => import('./ConnectingExternalView.js'),
  ConnectingMultiChain: () => import('./ConnectingMultiChainView.js'),
  Account: () => import('./AccountView.js'),
  Networks: () => import('./NetworksView.js'),
  UnsupportedChain: () => import('./UnsupportedChainView.js'),
  SignMessage: () => import('./SignMessageView.js'),
  ApproveTransaction: () => import('./ApproveTransactionView.js'),
  AllWallets: () => import('./walletconnect/AllWalletsView.js'),
  ConnectingWalletConnect: () => import('./walletconnect/ConnectingWalletConnectView.js'),
  ConnectingWalletConnectBasic: () => import('./walletconnect/ConnectingWalletConnectBasicView.js'),
  EmailVerifyOtp: authView('EmailVerifyOtp'),
  EmailVerifyDevice: authView('EmailVerifyDevice'),
  ConnectingSocial: authView('ConnectingSocial'),
  ConnectingFarcaster: authView('ConnectingFarcaster'),
  UpdateEmailWallet: authView('UpdateEmailWallet'),
  ConnectingSiwe: () => import('./account/ConnectingSiweView.js'),
  Buy: accountFeatureView('Buy'),
  Swap: accountFeatureView('Swap'),
  WalletReceive: accountFeatureView('WalletReceive'),
  WalletSend: accountFeatureView('WalletSend'),
  ActivityDetail: accountFeatureView('ActivityDetail'),
  RegisterAccountName: accountFeatureView('RegisterAccountName'),
  RegisterAccountNameSuccess: accountFeatureView('RegisterAccountNameSuccess'),
  SmartSessions: accountFeatureView('SmartSessions'),
}

import type { ComponentType } from 'react'
import type { View } from '../../core/router/RouterState.js'
import type { ViewRegistry } from '../../primitives/context/ViewRegistryContext.js'

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

/**
 * The views this build can show, each a file loaded when first needed. A view of a later feature (AllWallets,
 * WalletConnect, email...) joins by adding its loader here; entries leading to a view not listed stay hidden.
 */
export const viewLoaders: Partial<Record<View, () => Promise<ViewModule>>> = {
  Connect: () => import('./ConnectView.js'),
  ConnectWallets: () => import('./ConnectWalletsView.js'),
  ConnectingExternal: () => import('./ConnectingExternalView.js'),
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

/**
 * Whether this build has the view, so an entry leading to it can show.
 * @example hasView('AllWallets') // false until the AllWallets view lands
 */
export const hasView = (view: View): boolean => view in viewLoaders

/**
 * A provider's views. It remembers each component whose file has arrived so that a loaded view renders in the same
 * commit, where React.lazy would show its fallback first and then hold the view back for up to 300 ms (React's
 * throttle of Suspense reveals), far over the 50 ms target for the first wallet option.
 * @example const views = createViewRegistry(); await views.load('Account'); views.loaded('Account') // the view
 */
export function createViewRegistry(): ViewRegistry {
  const loaded = new Map<View, ComponentType>()
  const load = async (view: View): Promise<ComponentType | undefined> => {
    const loader = viewLoaders[view]
    if (!loader) return undefined
    const { default: component } = await loader()
    loaded.set(view, component)
    return component
  }
  return {
    has: hasView,
    loaded: (view) => loaded.get(view),
    load,
    preload: (view) => {
      load(view).catch(() => undefined)
    },
  }
}

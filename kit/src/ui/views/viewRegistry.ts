import type { ComponentType } from 'react'
import type { View } from '../../core/router/RouterState.js'

export type ViewModule = { default: ComponentType }

/**
 * The views this build can show, each a file loaded when first needed. A view of a later feature (AllWallets,
 * WalletConnect, email...) joins by adding its loader here; entries leading to a view not listed stay hidden.
 */
export const viewLoaders: Partial<Record<View, () => Promise<ViewModule>>> = {
  Connect: () => import('./ConnectView.js'),
  ConnectingExternal: () => import('./ConnectingExternalView.js'),
  Account: () => import('./AccountView.js'),
  Networks: () => import('./NetworksView.js'),
  UnsupportedChain: () => import('./UnsupportedChainView.js'),
  SignMessage: () => import('./SignMessageView.js'),
  ApproveTransaction: () => import('./ApproveTransactionView.js'),
  AllWallets: () => import('./walletconnect/AllWalletsView.js'),
  ConnectingWalletConnect: () => import('./walletconnect/ConnectingWalletConnectView.js'),
  ConnectingWalletConnectBasic: () => import('./walletconnect/ConnectingWalletConnectBasicView.js'),
  EmailVerifyOtp: () => import('./auth/EmailVerifyOtpView.js'),
  EmailVerifyDevice: () => import('./auth/EmailVerifyDeviceView.js'),
  ConnectingSocial: () => import('./auth/ConnectingSocialView.js'),
  ConnectingFarcaster: () => import('./auth/ConnectingFarcasterView.js'),
  UpdateEmailWallet: () => import('./auth/UpdateEmailWalletView.js'),
  WalletSend: () => import('./account/WalletSendView.js'),
  WalletReceive: () => import('./account/WalletReceiveView.js'),
  ConnectingSiwe: () => import('./account/ConnectingSiweView.js'),
}

// Loaded code, not kit state: like the module registry itself (and React.lazy's own cache) it is shared by every kit
// of the page and never changes once a view's file has arrived. It lets a loaded view render in the same commit,
// where React.lazy would show its fallback first and then hold the view back for up to 300 ms (React's throttle of
// Suspense reveals), far over the 50 ms target for the first wallet option.
const loaded = new Map<View, ComponentType>()

/**
 * Whether this build has the view, so an entry leading to it can show.
 * @example hasView('AllWallets') // false until the AllWallets view lands
 */
export const hasView = (view: View): boolean => view in viewLoaders

/**
 * The component of a view whose file has arrived, else undefined.
 * @example const Component = loadedView('Connect') ?? Spinner
 */
export const loadedView = (view: View): ComponentType | undefined => loaded.get(view)

/**
 * Loads a view's file (once; later calls reuse the browser's module) and resolves to its component.
 * @example await loadView('Account')
 */
export async function loadView(view: View): Promise<ComponentType | undefined> {
  const load = viewLoaders[view]
  if (!load) return undefined
  const { default: component } = await load()
  loaded.set(view, component)
  return component
}

/**
 * Starts loading a view's code ahead of time (on hover or focus of the button that opens it); failures are left
 * to the render, which shows them.
 * @example preloadView('Connect')
 */
export function preloadView(view: View): void {
  loadView(view).catch(() => undefined)
}

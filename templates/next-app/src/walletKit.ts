import { addWalletConnect, createEip155Adapter, createWalletKit } from 'walletkit'
import { cookieStorage, type WalletKitInitialState, withCookieState } from 'walletkit/ssr'
import appConfig from '../walletkit.config'

// Under `walletkit dev`, the sandbox hands the app its local world (the networks' local RPCs, the stand-in
// services, the local WalletConnect relay) in this variable; unset in a build of your own.
const sandbox = process.env.NEXT_PUBLIC_WALLETKIT_SANDBOX
const config: typeof appConfig = sandbox ? { ...appConfig, ...JSON.parse(sandbox) } : appConfig

/**
 * A new WalletKit made from walletkit.config.ts: browser wallets (EIP-6963 and window.ethereum). One per page load
 * and one per server request (src/Providers.tsx), never shared. Its connection is kept in cookies, so the server can
 * render the connected account (`initialState`, read in app/layout.tsx).
 */
export function createAppWalletKit(initialState?: WalletKitInitialState) {
  const kit = createWalletKit(config, { adapters: [createEip155Adapter()], storage: cookieStorage(config) })
  // WalletConnect (its QR code and All Wallets) for every namespace of the config's networks, loaded on first use.
  addWalletConnect(kit)
  return withCookieState(kit, initialState)
}

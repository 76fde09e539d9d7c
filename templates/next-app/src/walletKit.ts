import { createEip155Adapter, createWalletKit } from 'walletkit'
import { cookieStorage, type WalletKitInitialState, withCookieState } from 'walletkit/ssr'
import config from '../walletkit.config'

/**
 * A new WalletKit made from walletkit.config.ts: browser wallets (EIP-6963 and window.ethereum). One per page load
 * and one per server request (src/Providers.tsx), never shared. Its connection is kept in cookies, so the server can
 * render the connected account (`initialState`, read in app/layout.tsx).
 */
export function createAppWalletKit(initialState?: WalletKitInitialState) {
  const kit = createWalletKit(config, { adapters: [createEip155Adapter()], storage: cookieStorage(config) })
  return withCookieState(kit, initialState)
}

import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { initialAccountsState } from './initialAccountsState.js'
import type { WalletKitInitialState } from './WalletKitInitialState.js'

/**
 * Readies a kit made on `cookieStorage` for server rendering. It starts from `initialState` (what the server read
 * with `cookieToInitialState`): the state React reads on the server and while hydrating shows those accounts, so
 * both paint the same button. And it keeps the cookie of connected addresses current as accounts connect, change
 * and disconnect, for the next request. Returns the kit. Touches no browser global.
 * @example const kit = withCookieState(createWalletKit(config, { adapters, storage: cookieStorage(config) }), initialState)
 */
export function withCookieState(kit: WalletKit, initialState: WalletKitInitialState | undefined): WalletKit {
  if (initialState) {
    const state = initialAccountsState(kit.store.getState(), initialState, kit.adapters)
    kit.store.setState(state, true)
    // React's server snapshot (zustand's) is the store's initial state: the server's HTML and the hydration use it.
    kit.store.getInitialState = () => state
  }
  kit.store.subscribe((state, previous) => {
    if (state.accounts === previous.accounts) return
    const addresses = Object.fromEntries(
      Object.entries(state.accounts).flatMap(([namespace, account]) =>
        account?.caipAddress ? [[namespace, account.caipAddress]] : [],
      ),
    )
    if (Object.keys(addresses).length > 0) kit.storage.setJson(STORAGE_KEYS.connectedAccounts, addresses)
    else kit.storage.remove(STORAGE_KEYS.connectedAccounts)
  })
  return kit
}

import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'
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
  // Written when the addresses change, not on every balance or profile update of an account.
  let written = JSON.stringify(addressesOf(kit.store.getState()))
  kit.store.subscribe((state, previous) => {
    if (state.accounts === previous.accounts) return
    const addresses = addressesOf(state)
    if (JSON.stringify(addresses) === written) return
    written = JSON.stringify(addresses)
    if (Object.keys(addresses).length > 0) kit.storage.setJson(STORAGE_KEYS.connectedAccounts, addresses)
    else kit.storage.remove(STORAGE_KEYS.connectedAccounts)
  })
  return kit
}

/** The CAIP address of each namespace that shows one. */
function addressesOf(state: WalletKitState): Record<string, string> {
  return Object.fromEntries(
    Object.entries(state.accounts).flatMap(([namespace, account]) =>
      account?.caipAddress ? [[namespace, account.caipAddress]] : [],
    ),
  )
}

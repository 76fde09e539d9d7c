import type { ChainAdapter } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import { parseCaipAddress } from '../../utils/parseCaipAddress.js'
import type { WalletKitState } from '../WalletKitState.js'
import type { WalletKitInitialState } from './WalletKitInitialState.js'

/**
 * `state` with the accounts a server render read from the cookie: address and network, status `reconnecting` until
 * the wallet answers (the kit's reconnect then confirms or clears them). Skips a namespace without an account,
 * without an adapter that can reconnect it, or with a malformed address.
 * @example initialAccountsState(kit.store.getState(), { accounts: { eip155: 'eip155:1:0x…' } }, kit.adapters)
 */
export function initialAccountsState(
  state: WalletKitState,
  initialState: WalletKitInitialState,
  adapters: ReadonlyMap<Namespace, ChainAdapter>,
): WalletKitState {
  let next = state
  for (const [namespace, caipAddress] of Object.entries(initialState.accounts)) {
    let parsed: ReturnType<typeof parseCaipAddress>
    try {
      parsed = parseCaipAddress(caipAddress)
    } catch {
      continue
    }
    const account = next.accounts[parsed.namespace]
    const networks = next.networks[parsed.namespace]
    if (!account || !networks || parsed.namespace !== namespace) continue
    if (!adapters.get(parsed.namespace)?.reconnect) continue
    const network = networks.requestedCaipNetworks.find((item) => item.caipNetworkId === parsed.caipNetworkId)
    next = {
      ...next,
      accounts: {
        ...next.accounts,
        [namespace]: { ...account, caipAddress, address: parsed.address, status: 'reconnecting' },
      },
      networks: {
        ...next.networks,
        [namespace]: { ...networks, caipNetwork: network ?? networks.caipNetwork },
      },
    }
  }
  return next
}

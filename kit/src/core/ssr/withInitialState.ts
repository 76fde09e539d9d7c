import type { ChainAdapter } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import { parseCaipAddress } from '../../utils/parseCaipAddress.js'
import type { WalletKitState } from '../WalletKitState.js'
import type { WalletKitInitialState } from './WalletKitInitialState.js'

/**
 * The kit's first state with the accounts a server render read from the cookie: address and network, status
 * `reconnecting` until the wallet answers (the kit's reconnect then confirms or clears them). It is the store's
 * initial state, which React reads on the server and while hydrating, so both paint the same account. Skips a
 * namespace without an account, without an adapter that can reconnect it, or with a malformed address.
 * @example createStore(() => withInitialState(createWalletKitState(options), initialState, adapters))
 */
export function withInitialState(
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

import type { CaipNetwork } from '../../config/index.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { toWalletError } from '../../errors/toWalletError.js'
import { isConnected } from '../account/isConnected.js'
import { applyWalletNetwork } from '../connection/applyWalletNetwork.js'
import { syncAccountBalance } from '../connection/syncAccountBalance.js'
import type { WalletKit } from '../WalletKit.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'

export type SwitchNetworkParameters = { network: CaipNetwork }

/**
 * Switches to `network`. With a wallet connected in its namespace, the wallet switches first (adding the chain when
 * it lacks it) and then the network becomes active, the CAIP address moves with it and the balance reloads in the
 * background; without one, the network just becomes active. Tracks SWITCH_NETWORK. Wallet failures are typed:
 * `UserRejectedRequestError` (4001), `AddChainError` ("Chain is not supported"), `ChainRpcError`; the active network
 * is then left as it was. Views navigate themselves (Networks goes back, UnsupportedChain moves on).
 * @example await switchNetwork(kit, { network: base })
 */
export async function switchNetwork(kit: WalletKit, { network }: SwitchNetworkParameters): Promise<void> {
  const namespace = network.chainNamespace
  if (!isConnected(kit.store.getState(), namespace)) {
    setActiveCaipNetwork(kit, network)
  } else {
    const adapter = kit.adapters.get(namespace)
    if (!adapter)
      throw new ChainAdapterNotFoundError({ details: `No adapter is registered for ${namespace}` })
    try {
      await adapter.switchNetwork({ network })
    } catch (error) {
      throw toWalletError(error)
    }
    // The wallet's chainChanged has usually applied it (and reloaded the balance) already: registerAdapter
    // follows the wallet. A wallet that switches silently is followed here.
    const state = kit.store.getState()
    if (
      state.activeNamespace !== namespace ||
      state.networks[namespace]?.caipNetwork?.caipNetworkId !== network.caipNetworkId
    ) {
      applyWalletNetwork(kit, network)
      void syncAccountBalance(kit, { namespace })
    }
  }
  kit.events.emit({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
}

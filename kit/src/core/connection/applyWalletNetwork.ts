import type { CaipNetwork } from '../../config/index.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { openModal } from '../modal/openModal.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { shouldShowUnsupportedChain } from '../network/shouldShowUnsupportedChain.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Follows the wallet onto `network`: it becomes the active network (spec 4), the account's CAIP address moves to it,
 * and when the spec 2 rule says the network is unsupported the modal shows UnsupportedChain, opening it if it was
 * closed (as the peer does when a wallet changes chain behind the page's back).
 * @example applyWalletNetwork(kit, getWalletNetwork(kit.store.getState(), 'eip155', 8453))
 */
export function applyWalletNetwork(kit: WalletKit, network: CaipNetwork): void {
  setActiveCaipNetwork(kit, network)
  const namespace = network.chainNamespace
  const address = kit.store.getState().accounts[namespace]?.address
  if (address) setCaipAddress(kit, namespace, `${network.caipNetworkId}:${address}`)
  const state = kit.store.getState()
  if (!state.modal.open && shouldShowUnsupportedChain(state, kit.options))
    openModal(kit, { view: 'UnsupportedChain' })
}

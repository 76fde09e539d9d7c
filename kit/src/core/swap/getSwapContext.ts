import type { WalletKitState } from '../WalletKitState.js'
import { getSwapAction } from './getSwapAction.js'
import { getSwapAssets } from './getSwapAssets.js'
import { readSwapState } from './readSwapState.js'
import type { SwapAsset } from './SwapAsset.js'
import type { SwapQuoteDetails } from './SwapState.js'
import { toPlainAddress } from './toPlainAddress.js'

/** What a swap needs: the account, its network, the two tokens, the amount in base units and its quote. */
export type SwapContext = {
  userAddress: string
  chainId: string
  sell: SwapAsset
  buy: SwapAsset
  units: bigint
  quote: SwapQuoteDetails
}

/**
 * The swap the form describes, once it can go ahead (the button offers Approve or Swap); undefined before.
 * @example getSwapContext(kit.store.getState())?.units // 1_500_000n
 */
export function getSwapContext(state: WalletKitState): SwapContext | undefined {
  const { sell, buy } = getSwapAssets(state)
  const swap = readSwapState(state)
  const action = getSwapAction({ swap, sell, buy })
  const account = state.accounts[state.activeNamespace]?.address
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  const quote = swap.quote
  if (action.kind === 'none' || !sell || !buy || !account || !chainId || !quote || action.units === undefined)
    return undefined
  return { userAddress: toPlainAddress(account), chainId, sell, buy, units: action.units, quote }
}

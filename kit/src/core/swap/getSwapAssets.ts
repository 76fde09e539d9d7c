import type { SwapToken } from '../../api/swapTokenSchema.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { getSendTokens } from '../send/getSendTokens.js'
import type { WalletKitState } from '../WalletKitState.js'
import { isNativeSwapAddress } from './isNativeSwapAddress.js'
import { readSwapState } from './readSwapState.js'
import type { SwapAsset } from './SwapAsset.js'
import { toSwapAssetAddress } from './toSwapAssetAddress.js'

export type SwapAssets = {
  /** The tokens to sell: the account's balances on the active network, its native token first. */
  sellOptions: SwapAsset[]
  /** The tokens to buy: the convert service's tokens of the active network, with the account's balance of each. */
  buyOptions: SwapAsset[]
  /** The token sold: the form's (with a zero balance when the account holds none, after a flip), else the native. */
  sell: SwapAsset | undefined
  buy: SwapAsset | undefined
}

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase()

const fromBalance = (token: AccountTokenBalance): SwapAsset => ({
  address: toSwapAssetAddress(token),
  name: token.name,
  symbol: token.symbol,
  iconUrl: token.iconUrl,
  quantity: token.quantity,
  native: !token.address,
})

const fromSwapToken = (token: SwapToken, held: readonly SwapAsset[]): SwapAsset => ({
  address: token.address,
  name: token.name,
  symbol: token.symbol,
  iconUrl: token.logoUri,
  quantity: {
    decimals: String(token.decimals),
    numeric: held.find((asset) => same(asset.address, token.address))?.quantity.numeric ?? '0',
  },
  native: isNativeSwapAddress(token.address),
})

/**
 * The swap form's tokens, from the store: what can be sold (balances on the active network), what can be bought
 * (GET /v1/convert/tokens), and the two picked.
 * @example getSwapAssets(kit.store.getState()).sell?.symbol // 'ETH'
 */
export function getSwapAssets(state: WalletKitState): SwapAssets {
  const account = state.accounts[state.activeNamespace]
  const network = state.networks[state.activeNamespace]?.caipNetwork
  const { tokens } = getSendTokens({ account, network, tokenAddress: undefined })
  const sellOptions = tokens.map(fromBalance)
  const swap = readSwapState(state)
  const buyOptions = swap.tokens.map((token) => fromSwapToken(token, sellOptions))
  const find = (address: string | undefined) =>
    address === undefined
      ? undefined
      : (sellOptions.find((asset) => same(asset.address, address)) ??
        buyOptions.find((asset) => same(asset.address, address)))
  const sell = swap.sellAddress === undefined ? sellOptions[0] : find(swap.sellAddress)
  const buy = buyOptions.find((asset) => same(asset.address, swap.buyAddress)) ?? find(swap.buyAddress)
  return { sellOptions, buyOptions, sell, buy }
}

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { getSwapAssets } from '../../../core/swap/getSwapAssets.js'
import { loadSwapPrices } from '../../../core/swap/loadSwapPrices.js'
import { loadSwapTokens } from '../../../core/swap/loadSwapTokens.js'
import { readSwapState } from '../../../core/swap/readSwapState.js'
import { resetSwap } from '../../../core/swap/resetSwap.js'
import { toSwapAssetAddress } from '../../../core/swap/toSwapAssetAddress.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * Loads what the Swap view offers: the network's swap tokens (again, with an empty form, when the network
 * changes), and the dollar prices of the two tokens picked and of the native token (for the network fee).
 * @example useSwapData(kit)
 */
export function useSwapData(kit: WalletKit): void {
  const network = useStore(kit.store, getActiveCaipNetwork)
  const chainId = network?.caipNetworkId
  useEffect(() => {
    if (!chainId) return
    const swap = readSwapState(kit.store.getState())
    const addresses = [swap.sellAddress, swap.buyAddress, swap.tokens[0]?.address]
    if (addresses.some((address) => address !== undefined && !address.startsWith(`${chainId}:`)))
      resetSwap(kit)
    const controller = new AbortController()
    void loadSwapTokens(kit, { signal: controller.signal })
    return () => controller.abort()
  }, [kit, chainId])

  const sell = useStore(kit.store, (state) => getSwapAssets(state).sell?.address)
  const buy = useStore(kit.store, (state) => getSwapAssets(state).buy?.address)
  const sellSymbol = useStore(kit.store, (state) => getSwapAssets(state).sell?.symbol)
  const buySymbol = useStore(kit.store, (state) => getSwapAssets(state).buy?.symbol)
  useEffect(() => {
    if (!chainId || !network) return
    const native = {
      address: toSwapAssetAddress({ chainId, address: undefined }),
      symbol: network.nativeCurrency.symbol,
    }
    const assets = [native]
    if (sell && sellSymbol) assets.push({ address: sell, symbol: sellSymbol })
    if (buy && buySymbol) assets.push({ address: buy, symbol: buySymbol })
    const controller = new AbortController()
    void loadSwapPrices(kit, { assets, signal: controller.signal })
    return () => controller.abort()
  }, [kit, chainId, network, sell, buy, sellSymbol, buySymbol])
}

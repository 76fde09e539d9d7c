import type { WalletKit } from '../WalletKit.js'
import { patchSwapState } from './patchSwapState.js'
import { readSwapState } from './readSwapState.js'
import type { SwapAsset } from './SwapAsset.js'

/**
 * Loads the USD prices of the swap's tokens (POST /v1/fungible/price with their CAIP-10 addresses) into the swap
 * slice, by lower-case address. The answer names no address, so each price is matched to its token by symbol. A
 * failure leaves prices unknown (no dollar values are shown).
 * @example await loadSwapPrices(kit, { assets: [sell, buy, native], signal })
 */
export async function loadSwapPrices(
  kit: WalletKit,
  { assets, signal }: { assets: Pick<SwapAsset, 'address' | 'symbol'>[]; signal?: AbortSignal },
): Promise<void> {
  const addresses = [...new Set(assets.map((asset) => asset.address.toLowerCase()))]
  if (addresses.length === 0) return
  try {
    const { fungibles } = await kit.api.blockchain.getTokenPrices({ addresses, signal })
    const prices = { ...readSwapState(kit.store.getState()).prices }
    for (const asset of assets) {
      const symbol = asset.symbol.toLowerCase()
      const found = fungibles.find((fungible) => fungible.symbol.toLowerCase() === symbol)
      if (found) prices[asset.address.toLowerCase()] = found.price
    }
    patchSwapState(kit, { prices })
  } catch (error) {
    kit.logger.debug('The swap prices could not be loaded', error)
  }
}

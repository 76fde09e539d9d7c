import type { WalletKit } from '../WalletKit.js'
import { getSwapAssets } from './getSwapAssets.js'
import { updateSwapForm } from './updateSwapForm.js'

/**
 * Swaps the sold and bought tokens (the flip button between the two fields); the amount stays as typed. Nothing
 * happens until a token to buy is picked.
 * @example flipSwapTokens(kit)
 */
export function flipSwapTokens(kit: WalletKit): void {
  const { sell, buy } = getSwapAssets(kit.store.getState())
  if (!sell || !buy) return
  updateSwapForm(kit, { sellAddress: buy.address, buyAddress: sell.address })
}

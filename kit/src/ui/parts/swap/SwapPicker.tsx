import { flipSwapTokens } from '../../../core/swap/flipSwapTokens.js'
import type { SwapAssets } from '../../../core/swap/getSwapAssets.js'
import { loadSwapTokens } from '../../../core/swap/loadSwapTokens.js'
import type { SwapState } from '../../../core/swap/SwapState.js'
import { updateSwapForm } from '../../../core/swap/updateSwapForm.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { SwapTokenPicker } from './SwapTokenPicker.js'

export type SwapPickerProps = {
  side: 'sell' | 'buy'
  assets: SwapAssets
  tokensStatus: SwapState['tokensStatus']
  onClose(): void
}

/**
 * The token list for one side of the swap, wired to the store: the account's balances to sell, the convert
 * service's tokens to buy. Picking the other side's token swaps the two, as the flip button does.
 * @example <SwapPicker side="buy" assets={getSwapAssets(state)} tokensStatus={swap.tokensStatus} onClose={close} />
 */
export function SwapPicker({ side, assets, tokensStatus, onClose }: SwapPickerProps) {
  const kit = useKit()
  const picked = side === 'sell' ? assets.sell : assets.buy
  const other = side === 'sell' ? assets.buy : assets.sell
  return (
    <SwapTokenPicker
      side={side}
      options={side === 'sell' ? assets.sellOptions : assets.buyOptions}
      status={side === 'sell' ? 'ready' : tokensStatus}
      selected={picked?.address}
      onClose={onClose}
      onRetry={() => void loadSwapTokens(kit)}
      onSelect={(asset) => {
        if (other && other.address.toLowerCase() === asset.address.toLowerCase()) flipSwapTokens(kit)
        else
          updateSwapForm(
            kit,
            side === 'sell' ? { sellAddress: asset.address } : { buyAddress: asset.address },
          )
        onClose()
      }}
    />
  )
}

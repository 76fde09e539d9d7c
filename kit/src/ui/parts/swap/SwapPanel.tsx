import { getSwapAction } from '../../../core/swap/getSwapAction.js'
import type { SwapAssets } from '../../../core/swap/getSwapAssets.js'
import { patchSwapState } from '../../../core/swap/patchSwapState.js'
import { retrySwap } from '../../../core/swap/retrySwap.js'
import type { SwapState } from '../../../core/swap/SwapState.js'
import { submitSwap } from '../../../core/swap/submitSwap.js'
import { useKit } from '../../../primitives/context/useKit.js'
import type { SwapDescription } from './describeSwap.js'
import { SwapActionArea } from './SwapActionArea.js'
import { SwapForm } from './SwapForm.js'

export type SwapPanelProps = {
  idPrefix: string
  swap: SwapState
  assets: SwapAssets
  description: SwapDescription
  onPick(side: 'sell' | 'buy'): void
}

/** Steps where the form is shown but cannot change: the wallet or the chain is being waited for. */
const BUSY: ReadonlySet<string> = new Set([
  'approve-wallet',
  'approving',
  'requoting',
  'swap-wallet',
  'swapping',
])

/**
 * The swap form with its button: what the button does next comes from `getSwapAction`, and it runs `submitSwap`;
 * a failure's Try again runs `retrySwap`, Cancel returns to the form.
 * @example <SwapPanel idPrefix={id} swap={swap} assets={assets} description={description} onPick={pick} />
 */
export function SwapPanel({ idPrefix, swap, assets, description, onPick }: SwapPanelProps) {
  const kit = useKit()
  const { sell, buy } = assets
  const action = getSwapAction({ swap, sell, buy })
  return (
    <>
      <SwapForm
        idPrefix={idPrefix}
        swap={swap}
        sell={sell}
        buy={buy}
        warning={action.warning}
        sellUsd={description.sellUsd}
        buyUsd={description.buyUsd}
        buyAmount={description.buyAmount}
        quoted={description.quoted}
        native={description.native}
        locked={BUSY.has(swap.step)}
        onPick={onPick}
      />
      <SwapActionArea
        swap={swap}
        action={action}
        sellSymbol={sell?.symbol ?? ''}
        quoteChange={description.quoteChange}
        onSubmit={() => void submitSwap(kit)}
        onRetry={() => void retrySwap(kit)}
        onCancel={() => patchSwapState(kit, { step: 'form', failure: undefined })}
      />
    </>
  )
}

import { fetchSwapQuote } from '../../../core/swap/fetchSwapQuote.js'
import { flipSwapTokens } from '../../../core/swap/flipSwapTokens.js'
import type { SwapAsset } from '../../../core/swap/SwapAsset.js'
import type { SwapState } from '../../../core/swap/SwapState.js'
import { updateSwapForm } from '../../../core/swap/updateSwapForm.js'
import type { MessageRef } from '../../../i18n/Messages.js'
import { messageRef } from '../../../i18n/messageRef.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import type { SwapDescription } from './describeSwap.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapField } from './SwapField.js'

export type SwapFormProps = Pick<
  SwapDescription,
  'quoted' | 'sellUsd' | 'buyUsd' | 'buyAmount' | 'native'
> & {
  idPrefix: string
  swap: SwapState
  sell: SwapAsset | undefined
  buy: SwapAsset | undefined
  /** What is wrong with the amount. */
  warning: MessageRef | undefined
  /** A swap is under way: the form cannot change. */
  locked: boolean
  onPick(side: 'sell' | 'buy'): void
}

/**
 * The sell card above the buy card with the flip button between, then the quote: its preview, "Getting quote…",
 * "No quote for this pair", or the swap service's error with Retry.
 * @example <SwapForm idPrefix={id} swap={swap} sell={sell} buy={buy} … onPick={setPicking} />
 */
export function SwapForm(props: SwapFormProps) {
  const t = useT()
  const { idPrefix, swap, sell, buy, warning, locked, onPick } = props
  const kit = useKit()
  return (
    <>
      <fieldset className="wk-swap-cards" disabled={locked} style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="wk-sr">{t('swapForm.swapTokens')}</legend>
        <SwapField
          side="sell"
          idPrefix={idPrefix}
          asset={sell}
          value={swap.amount ?? ''}
          usd={props.sellUsd}
          warning={warning}
          onType={(amount) => updateSwapForm(kit, { amount: amount || undefined })}
          onMax={sell ? () => updateSwapForm(kit, { amount: sell.quantity.numeric }) : undefined}
          onPick={() => onPick('sell')}
        />
        <button
          type="button"
          className="wk-swap-flip"
          aria-label={t('swapForm.switchTokens')}
          disabled={!sell || !buy}
          onClick={() => flipSwapTokens(kit)}
        >
          <Icon name="swap" size={18} />
        </button>
        <SwapField
          side="buy"
          idPrefix={idPrefix}
          asset={buy}
          value={props.buyAmount}
          usd={props.buyUsd}
          loading={swap.quoteStatus === 'loading'}
          onPick={() => onPick('buy')}
        />
      </fieldset>
      {swap.quoteStatus === 'error' ? (
        <div className="wk-swap-notice" data-tone="error" role="alert">
          <span>{t('swapForm.quoteFailed', { reason: swap.quoteError ?? messageRef('error.generic') })}</span>
          <button type="button" className="wk-swap-link" onClick={() => void fetchSwapQuote(kit)}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {swap.quoteStatus === 'empty' ? (
        <p className="wk-swap-notice" role="status">
          {t('swapForm.theSwapServiceHas')}
        </p>
      ) : null}
      {swap.quoteStatus !== 'error' && sell && buy && swap.quote && props.quoted ? (
        <SwapDetails
          sell={sell}
          buy={buy}
          quote={swap.quote}
          networkFee={swap.networkFee}
          native={props.native}
        />
      ) : null}
    </>
  )
}

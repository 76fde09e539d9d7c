import type { SwapAsset } from '../../../core/swap/SwapAsset.js'
import type { MessageRef } from '../../../i18n/Messages.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { Ltr } from '../../../primitives/i18n/Ltr.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatBalance } from '../../../utils/formatBalance.js'

export type SwapFieldProps = {
  side: 'sell' | 'buy'
  /** The prefix of the field's element ids. */
  idPrefix: string
  asset: SwapAsset | undefined
  /** The amount shown: as typed (sell) or the quote's (buy). */
  value: string
  /** The amount's dollar value, when the price is known. */
  usd?: string | undefined
  /** What is wrong with the amount ("USDC allows at most 6 decimals"). */
  warning?: MessageRef | undefined
  /** The amount is being quoted. */
  loading?: boolean | undefined
  /** Sell only: the visitor typed an amount (a comma reads as a point). */
  onType?: ((amount: string) => void) | undefined
  /** Sell only: fill in the whole balance. */
  onMax?: (() => void) | undefined
  onPick(): void
}

/**
 * One card of the swap: "Sell" (an amount to type, the token picked, its balance and Max) or "Buy" (the quoted
 * amount, read-only, and the token picked), each with its dollar value.
 * @example <SwapField side="sell" idPrefix={id} asset={sell} value={amount} onType={type} onMax={max} onPick={pick} />
 */
export function SwapField(props: SwapFieldProps) {
  const t = useT()
  const { side, idPrefix, asset, value, usd, warning, loading, onType, onMax, onPick } = props
  const label = side === 'sell' ? t('swapField.sell') : t('swapField.buy')
  const inputId = `${idPrefix}-${side}`
  return (
    <div className="wk-swap-card" data-side={side}>
      <label className="wk-swap-card-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="wk-swap-row">
        <input
          id={inputId}
          className="wk-swap-amount"
          dir="ltr"
          aria-label={side === 'sell' ? t('swapField.sellAmount') : t('swapField.buyAmount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          readOnly={!onType}
          aria-invalid={warning ? true : undefined}
          aria-describedby={`${inputId}-meta`}
          data-loading={loading ? '' : undefined}
          onChange={(event) => onType?.(event.target.value.replace(',', '.'))}
        />
        <button
          type="button"
          id={`${inputId}-token`}
          className="wk-swap-token"
          data-empty={asset ? undefined : ''}
          aria-label={
            asset
              ? t(side === 'sell' ? 'swapField.sellToken' : 'swapField.buyToken', { symbol: asset.symbol })
              : t(side === 'sell' ? 'swapField.selectSell' : 'swapField.selectBuy')
          }
          onClick={onPick}
        >
          {asset ? (
            <RemoteImage kind="token" id={asset.symbol} name={asset.symbol} src={asset.iconUrl} size="sm" />
          ) : null}
          {asset ? asset.symbol : t('swapField.selectToken')}
          <Icon name="expand" size={16} />
        </button>
      </div>
      <div className="wk-swap-meta" id={`${inputId}-meta`}>
        <span className={warning ? 'wk-error-text' : undefined}>
          {warning ? t.ref(warning) : (usd ?? '')}
        </span>
        {asset ? (
          <span>
            {t('common.balance')} <Ltr>{formatBalance(asset.quantity.numeric, undefined, t.locale)}</Ltr>
            {onMax ? (
              <button type="button" className="wk-swap-link" onClick={onMax}>
                {t('common.max')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  )
}

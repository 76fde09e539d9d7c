import { SWAP_GAS_ESTIMATE, SWAP_SLIPPAGE_TOLERANCE } from '../../../config/swapConstants.js'
import { formatSwapUnits } from '../../../core/swap/formatSwapUnits.js'
import { getMinimumReceived } from '../../../core/swap/getMinimumReceived.js'
import { getSwapNetworkFee } from '../../../core/swap/getSwapNetworkFee.js'
import { getSwapRate } from '../../../core/swap/getSwapRate.js'
import type { SwapAsset } from '../../../core/swap/SwapAsset.js'
import type { SwapQuoteDetails } from '../../../core/swap/SwapState.js'
import { toUsdCents } from '../../../core/swap/toUsdCents.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatDecimal } from '../../../utils/formatDecimal.js'
import { formatPercent } from '../../../utils/formatPercent.js'
import { formatUsd } from '../account/formatUsd.js'

export type SwapDetailsProps = {
  sell: SwapAsset
  buy: SwapAsset
  quote: SwapQuoteDetails
  /** The built transaction's fee in wei, once built; before that the fee is estimated. */
  networkFee: string | undefined
  native: { symbol: string; decimals: number; price: number | undefined }
}

/**
 * The quote's preview: the rate ("1 USDC = 0.3988 WKT"), the minimum received at the slippage tolerance (spec 9),
 * the network fee in the native token and in dollars (the built transaction's gas × gas price, or "~" the usual
 * swap gas × the service's gas price before it is built), and the tolerance itself.
 * @example <SwapDetails sell={sell} buy={buy} quote={quote} networkFee={undefined} native={native} />
 */
export function SwapDetails({ sell, buy, quote, networkFee, native }: SwapDetailsProps) {
  const t = useT()
  const buyDecimals = Number(buy.quantity.decimals)
  const rate = getSwapRate({
    fromAmount: BigInt(quote.fromAmount),
    fromDecimals: Number(sell.quantity.decimals),
    toAmount: BigInt(quote.toAmount),
    toDecimals: buyDecimals,
  })
  const minimum = getMinimumReceived(BigInt(quote.toAmount), SWAP_SLIPPAGE_TOLERANCE)
  const fee =
    networkFee === undefined
      ? getSwapNetworkFee({ gas: SWAP_GAS_ESTIMATE, gasPrice: BigInt(quote.gasPrice) })
      : BigInt(networkFee)
  const feeUsd =
    native.price === undefined
      ? ''
      : ` (${formatUsd(Number(toUsdCents({ units: fee, decimals: native.decimals, price: native.price })) / 100, t.locale)})`
  return (
    <dl className="wk-swap-details" aria-label={t('swapDetails.swapDetails')}>
      <div>
        <dt>{t('swapDetails.rate')}</dt>
        <dd>
          <bdi dir="ltr">
            {rate
              ? `${formatDecimal('1', t.locale)} ${sell.symbol} = ${formatDecimal(rate, t.locale)} ${buy.symbol}`
              : '–'}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t('swapDetails.minimumReceived')}</dt>
        <dd>
          <bdi dir="ltr">
            {formatSwapUnits(minimum, buyDecimals, 6, t.locale)} {buy.symbol}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t('common.networkFee')}</dt>
        <dd>
          <bdi dir="ltr">
            {networkFee === undefined ? '~' : ''}
            {formatSwapUnits(fee, native.decimals, 6, t.locale)} {native.symbol}
            {feeUsd}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t('swapDetails.slippageTolerance')}</dt>
        <dd>{formatPercent(SWAP_SLIPPAGE_TOLERANCE, t.locale)}</dd>
      </div>
    </dl>
  )
}

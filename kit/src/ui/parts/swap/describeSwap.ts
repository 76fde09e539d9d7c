import type { CaipNetwork } from '../../../config/caipNetworkSchema.js'
import { parseSendAmount } from '../../../core/send/parseSendAmount.js'
import { formatSwapUnits } from '../../../core/swap/formatSwapUnits.js'
import type { SwapAsset } from '../../../core/swap/SwapAsset.js'
import type { SwapState } from '../../../core/swap/SwapState.js'
import { toSwapAssetAddress } from '../../../core/swap/toSwapAssetAddress.js'
import { toUsdCents } from '../../../core/swap/toUsdCents.js'
import type { Translate } from '../../../primitives/i18n/createTranslator.js'
import { formatDecimal } from '../../../utils/formatDecimal.js'
import { formatUsd } from '../account/formatUsd.js'

export type SwapDescription = {
  /** The quote is for exactly the amount and tokens the form shows. */
  quoted: boolean
  /** The quoted amount to buy, in the token's units and the locale's decimal sign ('' before a quote). */
  buyAmount: string
  sellUsd: string | undefined
  buyUsd: string | undefined
  /** "1.5 USDC for 0.598 WKT" */
  summary: string
  /** Step 'quote-changed': the new quote against the old one. */
  quoteChange: string | undefined
  native: { symbol: string; decimals: number; price: number | undefined }
}

export type DescribeSwapParameters = {
  swap: SwapState
  sell: SwapAsset | undefined
  buy: SwapAsset | undefined
  network: CaipNetwork
  /** The texts' language, and the locale of their numbers. */
  t: Translate
}

const usd = (units: bigint, asset: SwapAsset, prices: Record<string, number>, locale: string) => {
  const price = prices[asset.address.toLowerCase()]
  if (price === undefined) return undefined
  return formatUsd(
    Number(toUsdCents({ units, decimals: Number(asset.quantity.decimals), price })) / 100,
    locale,
  )
}

/**
 * The texts of the swap form from the slice: the quoted amount, dollar values of both sides, the summary of the
 * swap, the changed quote, and the native token's symbol, decimals and price (for the network fee).
 * @example describeSwap({ swap, sell, buy, network, t }).summary // '1.5 USDC for 0.598 WKT'
 */
export function describeSwap({ swap, sell, buy, network, t }: DescribeSwapParameters): SwapDescription {
  const quote = swap.quote
  const nativeAddress = toSwapAssetAddress({
    chainId: network.caipNetworkId,
    address: undefined,
  }).toLowerCase()
  const native = {
    symbol: network.nativeCurrency.symbol,
    decimals: network.nativeCurrency.decimals,
    price: swap.prices[nativeAddress],
  }
  let sellUnits: bigint | undefined
  try {
    sellUnits = sell && swap.amount ? parseSendAmount(swap.amount, sell) : undefined
  } catch {
    sellUnits = undefined
  }
  const buyDecimals = Number(buy?.quantity.decimals ?? 18)
  const quoted =
    quote !== undefined &&
    sell !== undefined &&
    buy !== undefined &&
    quote.fromAmount === String(sellUnits) &&
    quote.from.toLowerCase() === sell.address.toLowerCase() &&
    quote.to.toLowerCase() === buy.address.toLowerCase()
  const toAmount = quoted ? BigInt(quote.toAmount) : undefined
  const buyAmount = toAmount === undefined ? '' : formatSwapUnits(toAmount, buyDecimals, 6, t.locale)
  const previous = swap.previousToAmount === undefined ? undefined : BigInt(swap.previousToAmount)
  const sold = `${formatDecimal(swap.amount ?? '', t.locale)} ${sell?.symbol}`
  return {
    quoted,
    buyAmount,
    sellUsd: sell && sellUnits !== undefined ? usd(sellUnits, sell, swap.prices, t.locale) : undefined,
    buyUsd: buy && toAmount !== undefined ? usd(toAmount, buy, swap.prices, t.locale) : undefined,
    summary: sell && buy ? t('swap.summary', { sold, bought: `${buyAmount} ${buy.symbol}` }) : '',
    quoteChange:
      previous === undefined || !buy
        ? undefined
        : t('swap.priceChanged', {
            amount: `${buyAmount} ${buy.symbol}`,
            previous: `${formatSwapUnits(previous, buyDecimals, 6, t.locale)} ${buy.symbol}`,
          }),
    native,
  }
}

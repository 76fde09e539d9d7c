import { formatUnits } from 'viem'

/** The precision the rate is worked out to before it is shortened for display. */
const RATE_DECIMALS = 18
/** Digits kept: 4 decimals from 1 up, else 4 significant digits. */
const SHOWN_DIGITS = 4

export type GetSwapRateParameters = {
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  toDecimals: number
}

/**
 * How much of the bought token one whole sold token yields, as a decimal string rounded down: 4 decimals from 1 up,
 * 4 significant digits below 1 ("1 USDC = 0.3988 WKT", "1 WKT = 0.0008312 ETH"); undefined for a zero amount.
 * @example getSwapRate({ fromAmount: 1_000_000n, fromDecimals: 6, toAmount: 398_812_345_000_000_000n, toDecimals: 18 }) // '0.3988'
 */
export function getSwapRate({ fromAmount, fromDecimals, toAmount, toDecimals }: GetSwapRateParameters) {
  if (fromAmount <= 0n) return undefined
  const scaled =
    (toAmount * 10n ** BigInt(fromDecimals + RATE_DECIMALS)) / (fromAmount * 10n ** BigInt(toDecimals))
  const [whole = '0', fraction = ''] = formatUnits(scaled, RATE_DECIMALS).split('.')
  const leadingZeros = whole === '0' ? (fraction.match(/^0*/)?.[0].length ?? 0) : 0
  const kept = fraction.slice(0, leadingZeros + SHOWN_DIGITS).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

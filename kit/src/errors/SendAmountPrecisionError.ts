import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

export type SendAmountPrecisionErrorParameters = WalletKitErrorParameters & {
  /** The token's symbol, as the form shows it. */
  symbol: string
  /** How many decimals the token has. */
  decimals: number
}

/** A send amount with more decimals than the token has: refused rather than rounded (a zero-unit transfer). */
export class SendAmountPrecisionError extends WalletKitError {
  override name = 'SendAmountPrecisionError'

  constructor({ symbol, decimals, ...parameters }: SendAmountPrecisionErrorParameters) {
    super(decimals === 0 ? `${symbol} allows no decimals` : `${symbol} allows at most ${decimals} decimals`, {
      ...parameters,
      messageParams: { symbol, decimals: String(decimals) },
    })
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/**
 * A field of the Sign-In With Ethereum message would break its lines (a carriage return, a line feed, another control
 * character): it could add or hide lines the wallet shows and the host's server reads, so nothing is signed.
 */
export class InvalidSiweMessageError extends WalletKitError {
  override name = 'InvalidSiweMessageError'
  /** The EIP-4361 field that was refused, e.g. `statement`. */
  readonly field: string

  constructor({ field, ...parameters }: { field: string } & WalletKitErrorParameters) {
    super(`Invalid Sign-In With Ethereum message: ${field}`, {
      details: `The ${field} must be one line without control characters`,
      ...parameters,
    })
    this.field = field
  }
}

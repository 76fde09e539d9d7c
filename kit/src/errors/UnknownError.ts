import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The fallback when an error carries no usable message (spec 8). */
export class UnknownError extends WalletKitError {
  override name = 'UnknownError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Unknown error', parameters)
  }
}

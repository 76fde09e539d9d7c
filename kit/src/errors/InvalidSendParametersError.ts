import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Send without an amount or a valid receiver (spec 5). */
export class InvalidSendParametersError extends WalletKitError {
  override name = 'InvalidSendParametersError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Please enter a valid amount and receiver address', parameters)
  }
}

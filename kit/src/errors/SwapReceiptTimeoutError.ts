import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A swap or approve transaction was sent but no receipt came in time; it may still be mined later. */
export class SwapReceiptTimeoutError extends WalletKitError {
  override name = 'SwapReceiptTimeoutError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The transaction was not confirmed in time', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Sending a transaction failed (spec 8). */
export class SendTransactionError extends WalletKitError {
  override name = 'SendTransactionError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}

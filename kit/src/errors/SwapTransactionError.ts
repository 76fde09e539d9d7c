import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A swap (or its approval) could not be sent: no wallet can send, or the wallet answered without a hash. */
export class SwapTransactionError extends WalletKitError {
  override name = 'SwapTransactionError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The swap could not be sent', parameters)
  }
}

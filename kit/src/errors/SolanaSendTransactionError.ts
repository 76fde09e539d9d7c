import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Sending a Solana transaction failed (spec 8). */
export class SolanaSendTransactionError extends WalletKitError {
  override name = 'SolanaSendTransactionError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Failed to send transaction. Please try again.', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The history request failed (spec 8 toast). */
export class TransactionsFetchError extends WalletKitError {
  override name = 'TransactionsFetchError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Failed to fetch transactions', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Account data updated without a namespace (spec 8). */
export class ChainRequiredForAccountDataError extends WalletKitError {
  override name = 'ChainRequiredForAccountDataError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Chain is required to update chain account data', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A connection client asked for without a namespace (spec 8). */
export class ChainRequiredForConnectionClientError extends WalletKitError {
  override name = 'ChainRequiredForConnectionClientError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Chain is required to get connection controller client', parameters)
  }
}

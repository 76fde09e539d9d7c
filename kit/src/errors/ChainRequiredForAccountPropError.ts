import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** An account field set without a namespace (spec 8). */
export class ChainRequiredForAccountPropError extends WalletKitError {
  override name = 'ChainRequiredForAccountPropError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Chain is required to set account prop', parameters)
  }
}

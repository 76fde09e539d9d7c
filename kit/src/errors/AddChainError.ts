import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The wallet refused to add a network (spec 8). */
export class AddChainError extends WalletKitError {
  override name = 'AddChainError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

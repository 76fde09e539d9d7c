import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** No adapter is registered for the namespace (spec 8). */
export class ChainAdapterNotFoundError extends WalletKitError {
  override name = 'ChainAdapterNotFoundError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Chain adapter not found', parameters)
  }
}

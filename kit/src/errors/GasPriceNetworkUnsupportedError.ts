import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Gas price asked on a network that swaps do not support (spec 8). */
export class GasPriceNetworkUnsupportedError extends WalletKitError {
  override name = 'GasPriceNetworkUnsupportedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Network not supported for Gas Price', parameters)
  }
}

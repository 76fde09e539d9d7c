import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A swap asked on a network outside the 12 swap networks (spec 8, 9). */
export class SwapsNetworkUnsupportedError extends WalletKitError {
  override name = 'SwapsNetworkUnsupportedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}

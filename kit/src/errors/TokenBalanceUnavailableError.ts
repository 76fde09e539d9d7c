import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Balance is unsupported on the network or the fetch failed (spec 8 toast). */
export class TokenBalanceUnavailableError extends WalletKitError {
  override name = 'TokenBalanceUnavailableError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Token Balance Unavailable', parameters)
  }
}

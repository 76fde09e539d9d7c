import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/**
 * A social login came back without the random state this browser stored when it left for the provider, with another
 * one, or too late: the result is not finished, so a link cannot sign the visitor into someone else's account.
 */
export class SocialLoginStateError extends WalletKitError {
  override name = 'SocialLoginStateError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The social login could not be verified', parameters)
  }
}

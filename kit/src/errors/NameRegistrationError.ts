import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** POST /v1/profile/account did not register the name (an error status or `success: false`; not quoted by the spec). */
export class NameRegistrationError extends WalletKitError {
  override name = 'NameRegistrationError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The name could not be registered', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** An email (login or update) that is not a valid address (spec 5; message not quoted by the spec). */
export class InvalidEmailError extends WalletKitError {
  override name = 'InvalidEmailError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Please enter a valid email address', parameters)
  }
}

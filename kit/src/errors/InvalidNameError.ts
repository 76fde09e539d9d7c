import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A name to register that breaks the spec 5 rule (message not quoted by the spec). */
export class InvalidNameError extends WalletKitError {
  override name = 'InvalidNameError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Name must be at least 4 characters of letters, digits or hyphens', parameters)
  }
}

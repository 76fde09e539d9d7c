import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Debug alert: the project id is invalid (spec 8). */
export class InvalidProjectIdError extends WalletKitError {
  override name = 'InvalidProjectIdError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid App Configuration', {
      details: "Invalid Project ID - update configuration in your provider's cloud dashboard",
      ...parameters,
    })
  }
}

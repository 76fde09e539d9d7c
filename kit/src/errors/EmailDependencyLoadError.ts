import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The login-frame client could not be loaded (spec 8). */
export class EmailDependencyLoadError extends WalletKitError {
  override name = 'EmailDependencyLoadError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

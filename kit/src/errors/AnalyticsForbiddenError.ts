import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The analytics endpoint answered 403: this origin is not on the project's allowlist (spec 8). */
export class AnalyticsForbiddenError extends WalletKitError {
  override name = 'AnalyticsForbiddenError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid App Configuration', {
      details: "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
      ...parameters,
    })
  }
}

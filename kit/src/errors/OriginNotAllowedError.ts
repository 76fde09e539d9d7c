import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Debug alert: this origin is not on the project's allowlist, or socials timed out (spec 8). */
export class OriginNotAllowedError extends WalletKitError {
  override name = 'OriginNotAllowedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid App Configuration', {
      details: "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
      ...parameters,
    })
  }
}

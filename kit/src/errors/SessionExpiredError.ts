import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Debug alert: the session token (JWT) is not yet valid (spec 8). */
export class SessionExpiredError extends WalletKitError {
  override name = 'SessionExpiredError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Session Expired', {
      details: 'Session expired - the session token is not yet valid',
      ...parameters,
    })
  }
}

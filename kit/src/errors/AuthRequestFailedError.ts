import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A login-frame request that timed out after 30 s or was aborted (spec 8). */
export class AuthRequestFailedError extends WalletKitError {
  override name = 'AuthRequestFailedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/**
 * POST /v1/sessions/{address}/revoke did not revoke the session: an error status, no answer, or the wallet gave no
 * signature (not quoted by the spec).
 */
export class SmartSessionRevokeError extends WalletKitError {
  override name = 'SmartSessionRevokeError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The session could not be revoked', parameters)
  }
}

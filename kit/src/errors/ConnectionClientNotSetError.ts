import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A connection action before an adapter was registered (spec 8). */
export class ConnectionClientNotSetError extends WalletKitError {
  override name = 'ConnectionClientNotSetError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('ConnectionController client not set', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A network action before an adapter was registered (spec 8). */
export class NetworkClientNotSetError extends WalletKitError {
  override name = 'NetworkClientNotSetError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('NetworkController client not set', parameters)
  }
}

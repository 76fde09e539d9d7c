import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A WalletConnect action with no WalletConnect connector (spec 8). */
export class WalletConnectConnectorNotFoundError extends WalletKitError {
  override name = 'WalletConnectConnectorNotFoundError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('WalletConnectConnector not found', parameters)
  }
}

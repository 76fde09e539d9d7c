import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Disconnect failed as a whole (spec 8). */
export class DisconnectError extends WalletKitError {
  override name = 'DisconnectError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

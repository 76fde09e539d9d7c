import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** One or more namespaces failed to disconnect; `cause` is an AggregateError of them (spec 4, 8). */
export class DisconnectChainsError extends WalletKitError {
  override name = 'DisconnectChainsError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Failed to disconnect chains', parameters)
  }
}

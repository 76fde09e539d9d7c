import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The name to register is already held by someone (not quoted by the spec). */
export class NameUnavailableError extends WalletKitError {
  override name = 'NameUnavailableError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('This name is already taken', parameters)
  }
}

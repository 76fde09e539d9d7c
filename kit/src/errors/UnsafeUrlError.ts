import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A URL from data (the login frame, a directory) would have opened with a scheme the kit does not allow. */
export class UnsafeUrlError extends WalletKitError {
  override name = 'UnsafeUrlError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Unsafe link refused', parameters)
  }
}

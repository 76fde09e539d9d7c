import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A CAIP-10 address without 3 non-empty parts or with an unknown namespace (spec 5). */
export class InvalidCaipAddressError extends WalletKitError {
  override name = 'InvalidCaipAddressError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid CAIP Address', parameters)
  }
}

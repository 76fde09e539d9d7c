import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A CAIP-2 network id without 2 non-empty parts or with an unknown namespace (spec 5; message not quoted by the spec). */
export class InvalidCaipNetworkIdError extends WalletKitError {
  override name = 'InvalidCaipNetworkIdError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid CAIP Network ID', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The host's verifyMessage refused the signed Sign-In With Ethereum message. */
export class SiweVerificationError extends WalletKitError {
  override name = 'SiweVerificationError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The signature could not be verified', parameters)
  }
}

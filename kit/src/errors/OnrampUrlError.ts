import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The onramp's purchase page could not be opened: its URL did not come, or was not a web page (spec 7 onrampurl). */
export class OnrampUrlError extends WalletKitError {
  override name = 'OnrampUrlError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super("Couldn't open the purchase page", parameters)
  }
}

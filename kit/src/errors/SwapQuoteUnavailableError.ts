import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A quote that expired could not be replaced: the convert service failed or offers none for the pair now. */
export class SwapQuoteUnavailableError extends WalletKitError {
  override name = 'SwapQuoteUnavailableError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('No quote is available for this swap', parameters)
  }
}

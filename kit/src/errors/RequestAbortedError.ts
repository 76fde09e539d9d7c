import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A request aborted by its caller (spec 8). */
export class RequestAbortedError extends WalletKitError {
  override name = 'RequestAbortedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}

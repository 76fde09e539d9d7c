import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** An HTTP or RPC request that ran past its time-out. */
export class RequestTimeoutError extends WalletKitError {
  override name = 'RequestTimeoutError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Request timed out', parameters)
  }
}

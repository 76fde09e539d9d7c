import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** An RPC request whose parameters break the spec 5 rules (e.g. wallet_sendCalls without calls). */
export class InvalidRpcRequestError extends WalletKitError {
  override name = 'InvalidRpcRequestError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid RPC request', parameters)
  }
}

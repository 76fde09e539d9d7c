import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** An RPC request for a method the kit does not know (spec 6, 8). The UI shows `uiMessage`. */
export class RpcMethodNotAllowedError extends WalletKitError {
  override name = 'RpcMethodNotAllowedError'
  /** The text the UI shows (spec 6). */
  readonly uiMessage = 'Action not allowed'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Requested RPC call is not allowed', parameters)
  }
}

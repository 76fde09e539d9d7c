import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A JSON-RPC error from a wallet or node, keeping its numeric code (spec 8: 4902, 5000, 32603). */
export class ChainRpcError extends WalletKitError {
  override name = 'ChainRpcError'
  readonly code: number

  constructor({
    code,
    message,
    ...parameters
  }: { code: number; message: string } & WalletKitErrorParameters) {
    super(message, parameters)
    this.code = code
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** One namespace failed to disconnect (spec 8: "Failed to disconnect chain {chain}: ..."). */
export class DisconnectChainError extends WalletKitError {
  override name = 'DisconnectChainError'
  readonly chain: string

  constructor({
    chain,
    reason,
    ...parameters
  }: { chain: string; reason: string } & WalletKitErrorParameters) {
    super(`Failed to disconnect chain ${chain}: ${reason}`, parameters)
    this.chain = chain
  }
}

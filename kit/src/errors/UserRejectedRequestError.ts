import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The user declined in their wallet (EIP-1193 code 4001). The UI shows it as a declined state, not an error. */
export class UserRejectedRequestError extends WalletKitError {
  override name = 'UserRejectedRequestError'
  /** EIP-1193 code for a user rejection. */
  readonly code = 4001

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('User rejected the request', parameters)
  }
}

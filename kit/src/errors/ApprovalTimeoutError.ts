import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** An embedded-wallet request waited in the approval view longer than `TIMINGS.authApprovalTimeout` and was dropped. */
export class ApprovalTimeoutError extends WalletKitError {
  override name = 'ApprovalTimeoutError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The approval timed out', parameters)
  }
}

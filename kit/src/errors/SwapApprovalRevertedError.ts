import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The approve transaction before a swap was mined but reverted, or left the allowance short of the amount. */
export class SwapApprovalRevertedError extends WalletKitError {
  override name = 'SwapApprovalRevertedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The approval failed on chain', parameters)
  }
}

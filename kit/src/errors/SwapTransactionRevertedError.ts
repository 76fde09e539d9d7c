import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The swap transaction was mined but reverted (its receipt's status is 0): nothing was swapped. */
export class SwapTransactionRevertedError extends WalletKitError {
  override name = 'SwapTransactionRevertedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The swap failed on chain', parameters)
  }
}

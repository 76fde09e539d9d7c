import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Fetching transactions with no account address (spec 5). */
export class TransactionsAccountAddressRequiredError extends WalletKitError {
  override name = 'TransactionsAccountAddressRequiredError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super("Transactions can't be fetched without an accountAddress", parameters)
  }
}

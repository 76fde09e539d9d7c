import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/**
 * The login frame refused to switch the embedded wallet's account type (INIT_SMART_ACCOUNT or SET_PREFERRED_ACCOUNT
 * failed); the account has fallen back to its eoa (spec 4). Not quoted by the spec; `details` carries the frame's
 * message.
 */
export class AccountTypeSwitchError extends WalletKitError {
  override name = 'AccountTypeSwitchError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The account type could not be switched', parameters)
  }
}

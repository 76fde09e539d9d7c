import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/**
 * A request the embedded wallet must approve was not sent to the login frame: the kit forwards it only while its
 * approval view shows the frame, where the visitor approves (DESIGN "Trust"), and no approval view was showing it.
 */
export class FrameApprovalRequiredError extends WalletKitError {
  override name = 'FrameApprovalRequiredError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('The embedded wallet signs only after approval in its login frame', parameters)
  }
}

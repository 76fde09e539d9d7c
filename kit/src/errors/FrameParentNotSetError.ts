import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The frame side has no parent window to answer (spec 8). */
export class FrameParentNotSetError extends WalletKitError {
  override name = 'FrameParentNotSetError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('W3mFrame: parent is not set', parameters)
  }
}

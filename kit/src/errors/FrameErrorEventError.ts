import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The login frame answered ERROR without a message (spec 8). */
export class FrameErrorEventError extends WalletKitError {
  override name = 'FrameErrorEventError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('An error occurred', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A login-frame request before the iframe exists (spec 8). */
export class FrameIframeNotSetError extends WalletKitError {
  override name = 'FrameIframeNotSetError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('W3mFrame: iframe is not set', parameters)
  }
}

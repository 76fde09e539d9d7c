import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** The login frame answered ERROR with a message (such as a wrong one-time password); `message` is the frame's. */
export class FrameRequestError extends WalletKitError {
  override name = 'FrameRequestError'
  constructor({ message, ...parameters }: { message: string } & WalletKitErrorParameters) {
    super(message, parameters)
  }
}

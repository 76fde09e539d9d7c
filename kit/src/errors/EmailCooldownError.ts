import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A new email login within 30 s of the last one (spec 5). `seconds` is the remaining wait, rounded up. */
export class EmailCooldownError extends WalletKitError {
  override name = 'EmailCooldownError'
  readonly seconds: number

  constructor({ seconds, ...parameters }: { seconds: number } & WalletKitErrorParameters) {
    super(`Please try again after ${seconds} seconds`, { ...parameters, messageParams: { seconds } })
    this.seconds = seconds
  }
}

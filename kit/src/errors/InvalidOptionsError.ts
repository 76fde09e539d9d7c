import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** `createWalletKit` options that do not parse. Names the option and what was expected. */
export class InvalidOptionsError extends WalletKitError {
  override name = 'InvalidOptionsError'
  /** The dotted path of the first offending option, e.g. `features.socials.0`. */
  readonly option: string

  constructor({
    option,
    expected,
    ...parameters
  }: { option: string; expected: string } & WalletKitErrorParameters) {
    super(`Invalid WalletKit option "${option}": ${expected}`, parameters)
    this.option = option
  }
}

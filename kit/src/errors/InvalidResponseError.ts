import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A provider response that does not match its schema: malformed, truncated or wrongly typed. */
export class InvalidResponseError extends WalletKitError {
  override name = 'InvalidResponseError'
  readonly endpoint: string

  constructor({ endpoint, ...parameters }: { endpoint: string } & WalletKitErrorParameters) {
    super(`Invalid response from ${endpoint}`, { ...parameters, messageParams: { endpoint } })
    this.endpoint = endpoint
  }
}

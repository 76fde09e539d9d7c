import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Any non-OK HTTP response from a provider service (spec 7). */
export class HttpStatusError extends WalletKitError {
  override name = 'HttpStatusError'
  readonly status: number
  readonly url: string | undefined

  constructor({ status, url, ...parameters }: { status: number; url?: string } & WalletKitErrorParameters) {
    super(`HTTP status code: ${status}`, parameters)
    this.status = status
    this.url = url
  }
}

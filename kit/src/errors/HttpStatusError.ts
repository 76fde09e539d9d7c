import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Any non-OK HTTP response from a provider service (spec 7). */
export class HttpStatusError extends WalletKitError {
  override name = 'HttpStatusError'
  readonly status: number
  readonly url: string | undefined
  /** The start of the response's body, kept for a 403 (its text says which configuration problem it is, spec 8). */
  readonly body: string | undefined

  constructor({
    status,
    url,
    body,
    ...parameters
  }: { status: number; url?: string; body?: string | undefined } & WalletKitErrorParameters) {
    super(`HTTP status code: ${status}`, { ...parameters, messageParams: { status: String(status) } })
    this.status = status
    this.url = url
    this.body = body
  }
}

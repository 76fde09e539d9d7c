import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/**
 * A request that got no HTTP answer at all: offline, DNS failure, CORS refusal, connection reset.
 * The spec quotes no message for it; the fetch failure is kept as the cause.
 * @example
 * if (error instanceof NetworkRequestError) console.log(error.url)
 */
export class NetworkRequestError extends WalletKitError {
  override name = 'NetworkRequestError'
  readonly url: string

  constructor({ url, ...parameters }: { url: string } & WalletKitErrorParameters) {
    super('Network request failed', { details: `Could not reach ${url}`, ...parameters })
    this.url = url
  }
}

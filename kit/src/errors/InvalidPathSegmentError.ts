import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** A value meant for one URL path segment is `.` or `..`, which the URL parser would resolve to another path. */
export class InvalidPathSegmentError extends WalletKitError {
  override name = 'InvalidPathSegmentError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Invalid URL path segment', parameters)
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Debug alert: the requested network is not configured (spec 8). */
export class NetworkNotFoundError extends WalletKitError {
  override name = 'NetworkNotFoundError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Network Not Found', {
      details: 'Network not found - please make sure it is included in the networks array',
      ...parameters,
    })
  }
}

import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

export type SendTokenNetworkMismatchErrorParameters = WalletKitErrorParameters & {
  /** The token's symbol. */
  symbol: string
  /** The active network's name. */
  networkName: string
}

/** A send of a token that is not on the active network (a list left from the previous chain): refused. */
export class SendTokenNetworkMismatchError extends WalletKitError {
  override name = 'SendTokenNetworkMismatchError'

  constructor({ symbol, networkName, ...parameters }: SendTokenNetworkMismatchErrorParameters) {
    super(`${symbol} is not on ${networkName}: pick a token of this network`, {
      ...parameters,
      messageParams: { symbol, networkName },
    })
  }
}

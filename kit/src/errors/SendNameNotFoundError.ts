import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

export type SendNameNotFoundErrorParameters = WalletKitErrorParameters & {
  /** The name the visitor typed as the receiver. */
  name: string
}

/** A send to a name (`bob.wk.eth`) that the name lookup does not know, or that has no address on the network. */
export class SendNameNotFoundError extends WalletKitError {
  override name = 'SendNameNotFoundError'

  constructor({ name, ...parameters }: SendNameNotFoundErrorParameters) {
    super(`No address found for ${name}: check the name or paste an address`, {
      ...parameters,
      messageParams: { name },
    })
  }
}

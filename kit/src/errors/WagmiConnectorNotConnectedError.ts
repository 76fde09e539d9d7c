import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** wagmi asked the kit's connector for a connection the kit does not have (walletkit/wagmi). */
export class WagmiConnectorNotConnectedError extends WalletKitError {
  override name = 'WagmiConnectorNotConnectedError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('No EVM account is connected in WalletKit', parameters)
  }
}

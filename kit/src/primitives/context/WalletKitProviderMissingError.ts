import { WalletKitError, type WalletKitErrorParameters } from '../../errors/WalletKitError.js'

/**
 * A WalletKit hook or component was rendered outside `<WalletKitProvider>`.
 * @example try { useKit() } catch (error) { error instanceof WalletKitProviderMissingError }
 */
export class WalletKitProviderMissingError extends WalletKitError {
  override name = 'WalletKitProviderMissingError'
  constructor(parameters: WalletKitErrorParameters = {}) {
    super('WalletKitProvider not found', {
      details: 'Wrap the components that use WalletKit in <WalletKitProvider kit={kit}>',
      ...parameters,
    })
  }
}

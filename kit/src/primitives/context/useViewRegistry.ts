import { useContext } from 'react'
import { type ViewRegistry, ViewRegistryContext } from './ViewRegistryContext.js'
import { WalletKitProviderMissingError } from './WalletKitProviderMissingError.js'

/**
 * The views of the nearest `<WalletKitProvider>`; throws WalletKitProviderMissingError outside one.
 * @example const views = useViewRegistry(); views.has('AllWallets')
 */
export function useViewRegistry(): ViewRegistry {
  const views = useContext(ViewRegistryContext)
  if (!views) throw new WalletKitProviderMissingError()
  return views
}

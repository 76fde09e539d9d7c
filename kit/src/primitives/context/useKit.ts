import { useContext } from 'react'
import type { WalletKit } from '../../core/WalletKit.js'
import { WalletKitContext } from './WalletKitContext.js'
import { WalletKitProviderMissingError } from './WalletKitProviderMissingError.js'

/**
 * The kit instance of the nearest `<WalletKitProvider>`; throws WalletKitProviderMissingError outside one.
 * @example const kit = useKit(); openModal(kit)
 */
export function useKit(): WalletKit {
  const kit = useContext(WalletKitContext)
  if (!kit) throw new WalletKitProviderMissingError()
  return kit
}

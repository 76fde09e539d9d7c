import { createContext } from 'react'
import type { WalletKit } from '../../core/WalletKit.js'

/**
 * The one context value of the React layer: the kit instance. Hooks select from its store.
 * @example const kit = useContext(WalletKitContext)
 */
export const WalletKitContext = createContext<WalletKit | undefined>(undefined)

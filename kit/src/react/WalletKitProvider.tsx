import { type ReactNode, useEffect } from 'react'
import { startWalletKit } from '../core/startWalletKit.js'
import type { WalletKit } from '../core/WalletKit.js'
import { WalletKitContext } from '../primitives/context/WalletKitContext.js'
import { ModalHost } from './ModalHost.js'

export type WalletKitProviderProps = {
  /** The instance from `createWalletKit`; create it once, outside render. */
  kit: WalletKit
  children?: ReactNode
}

/**
 * Makes a kit available to the hooks and components below it, hosts its modal (loaded on first open), and on mount
 * starts the kit: its adapters are followed, recent wallets read and the last connection restored.
 * @example <WalletKitProvider kit={kit}><App /></WalletKitProvider>
 */
export function WalletKitProvider({ kit, children }: WalletKitProviderProps) {
  useEffect(() => startWalletKit(kit), [kit])
  return (
    <WalletKitContext.Provider value={kit}>
      {children}
      <ModalHost />
    </WalletKitContext.Provider>
  )
}

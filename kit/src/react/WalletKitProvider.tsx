import { type ReactNode, useEffect, useState } from 'react'
import { startWalletKit } from '../core/startWalletKit.js'
import type { WalletKit } from '../core/WalletKit.js'
import { ViewRegistryContext } from '../primitives/context/ViewRegistryContext.js'
import { WalletKitContext } from '../primitives/context/WalletKitContext.js'
import { createViewRegistry } from '../ui/views/viewRegistry.js'
import { ModalHost } from './ModalHost.js'
import { useIdleModalPreload } from './useIdleModalPreload.js'

export type WalletKitProviderProps = {
  /** The instance from `createWalletKit`; create it once, outside render. */
  kit: WalletKit
  children?: ReactNode
}

/**
 * Makes a kit available to the hooks and components below it, hosts its modal (its code loaded once the page is idle,
 * or on first open), and on mount starts the kit: its adapters are followed, recent wallets read and the last
 * connection restored.
 * @example <WalletKitProvider kit={kit}><App /></WalletKitProvider>
 */
export function WalletKitProvider({ kit, children }: WalletKitProviderProps) {
  useEffect(() => startWalletKit(kit), [kit])
  // Each provider keeps its own record of the view files that have arrived (no module-level state).
  const [views] = useState(createViewRegistry)
  useIdleModalPreload(kit, views)
  return (
    <WalletKitContext.Provider value={kit}>
      <ViewRegistryContext.Provider value={views}>
        {children}
        <ModalHost />
      </ViewRegistryContext.Provider>
    </WalletKitContext.Provider>
  )
}

import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { WalletKit } from '../core/WalletKit.js'
import { WalletKitProvider } from '../react/WalletKitProvider.js'

/**
 * Renders `ui` inside a provider for `kit`, as a host app would.
 * @example renderWithKit(<ConnectButton />, kit)
 */
export function renderWithKit(ui: ReactNode, kit: WalletKit) {
  return render(<WalletKitProvider kit={kit}>{ui}</WalletKitProvider>)
}

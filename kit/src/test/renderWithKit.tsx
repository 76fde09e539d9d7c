import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { WalletKit } from '../core/WalletKit.js'
import { WalletKitProvider } from '../react/WalletKitProvider.js'
import { withEnglish } from './withEnglish.js'

/**
 * Renders `ui` inside a provider for `kit`, as a host app would. An English kit gets its whole catalogue at once,
 * as the opened modal has it, so a view or part rendered on its own shows its texts in the first render.
 * @example renderWithKit(<ConnectButton />, kit)
 */
export function renderWithKit(ui: ReactNode, kit: WalletKit) {
  return render(<WalletKitProvider kit={withEnglish(kit)}>{ui}</WalletKitProvider>)
}

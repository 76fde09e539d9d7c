import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { WalletKit } from '../core/WalletKit.js'
import { en } from '../i18n/locales/en/en.js'
import { WalletKitProvider } from '../react/WalletKitProvider.js'

/**
 * Renders `ui` inside a provider for `kit`, as a host app would. An English kit gets its whole catalogue at once,
 * as the opened modal has it, so a view or part rendered on its own shows its texts in the first render.
 * @example renderWithKit(<ConnectButton />, kit)
 */
export function renderWithKit(ui: ReactNode, kit: WalletKit) {
  const { locale, catalogue } = kit.store.getState().locale
  if (locale === 'en' && !catalogue)
    kit.store.setState({ locale: { locale, catalogue: { locale: 'en', messages: en } } })
  return render(<WalletKitProvider kit={kit}>{ui}</WalletKitProvider>)
}

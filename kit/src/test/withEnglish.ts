import type { WalletKit } from '../core/WalletKit.js'
import { en } from '../i18n/locales/en/en.js'

/**
 * Gives an English kit its whole catalogue at once, as the opened modal has it, so a view or part rendered on its own
 * shows its texts in the first render. Returns the kit.
 * @example render(<WalletKitContext.Provider value={withEnglish(createTestKit())}>…)
 */
export function withEnglish(kit: WalletKit): WalletKit {
  const { locale, catalogue } = kit.store.getState().locale
  if (locale === 'en' && !catalogue)
    kit.store.setState({ locale: { locale, catalogue: { locale: 'en', messages: en } } })
  return kit
}

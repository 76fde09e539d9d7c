import type { SupportedLocale } from '../../config/locales.js'
import { matchLocale } from '../../i18n/matchLocale.js'
import type { WalletKit } from '../WalletKit.js'
import { loadLocaleMessages } from './loadLocaleMessages.js'

/**
 * Switches the kit's language at run time: the locale (else its best match the catalogue offers, else English) is
 * loaded and the open modal and the buttons re-render in it in place, keeping the view and its form. `undefined`
 * goes back to the visitor's languages, as a kit created without the `locale` option starts. Resolves once the
 * locale's messages are shown. English before the modal was first opened loads nothing (the buttons carry their
 * English texts).
 * @example await setLocale(kit, { locale: 'de' })
 */
export async function setLocale(
  kit: WalletKit,
  { locale }: { locale: SupportedLocale | undefined },
): Promise<void> {
  const available = Object.keys(kit.locales) as SupportedLocale[]
  const wanted = locale ? [locale] : (kit.environment.languages ?? [])
  const shown = matchLocale(wanted, available) ?? 'en'
  kit.store.setState((state) => ({ locale: { ...state.locale, locale: shown } }))
  const { catalogue } = kit.store.getState().locale
  if (catalogue || shown !== 'en') {
    try {
      await loadLocaleMessages(kit)
    } catch (error) {
      kit.logger.error(`Failed to load the messages of ${shown}`, error)
    }
  }
}

import type { WalletKit } from '../WalletKit.js'

/**
 * Loads the messages of the kit's locale (one dynamic import) unless they are loaded, and puts them in the store,
 * so the modal and buttons re-render in it. A load that a newer `setLocale` overtook is dropped. The modal waits for
 * it beside its shell (react/loadModal.ts), so the first click costs no extra round trip.
 * @example await loadLocaleMessages(kit)
 */
export async function loadLocaleMessages(kit: WalletKit): Promise<void> {
  const { locale, catalogue } = kit.store.getState().locale
  if (catalogue?.locale === locale) return
  const load = kit.locales[locale] ?? kit.locales.en
  if (!load) return
  const messages = await load()
  const current = kit.store.getState().locale
  if (current.locale !== locale || current.catalogue?.locale === locale) return
  kit.store.setState({ locale: { locale, catalogue: { locale, messages } } })
}

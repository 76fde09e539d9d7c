import { useMemo } from 'react'
import { useStore } from 'zustand'
import { localeDirection, type SupportedLocale } from '../config/locales.js'
import { setLocale } from '../core/locale/setLocale.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseWalletKitLocaleReturnType = {
  /** The locale the kit shows: the `locale` option or the last `setLocale`, else the visitor's language, else 'en'. */
  locale: SupportedLocale
  /** Its writing direction: 'rtl' for Arabic, else 'ltr'. */
  dir: 'ltr' | 'rtl'
  /**
   * Switches the language (undefined: back to the visitor's languages); an open modal re-renders in it in place.
   * Resolves once it shows.
   */
  setLocale(locale: SupportedLocale | undefined): Promise<void>
}

/**
 * Reads and sets the kit's language.
 * @example const { locale, setLocale } = useWalletKitLocale(); setLocale('de')
 */
export function useWalletKitLocale(): UseWalletKitLocaleReturnType {
  const kit = useKit()
  const locale = useStore(kit.store, (state) => state.locale.locale)
  return useMemo(
    () => ({
      locale,
      dir: localeDirection(locale),
      setLocale: (next: SupportedLocale | undefined) => setLocale(kit, { locale: next }),
    }),
    [kit, locale],
  )
}

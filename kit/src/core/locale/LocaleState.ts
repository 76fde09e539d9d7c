import type { SupportedLocale } from '../../config/locales.js'
import type { Catalogue } from '../../i18n/Messages.js'
import { matchLocale } from '../../i18n/matchLocale.js'

/** The locale slice of a kit's store: the locale the kit shows and its loaded messages. */
export type LocaleState = {
  /** The locale the kit shows (one the catalogue offers): the host's option or `setLocale`, else the browser's. */
  locale: SupportedLocale
  /**
   * The messages of the last locale loaded (with the modal, or at start for a locale other than English); until
   * then the buttons show their few English texts. While another locale loads, the modal keeps this one.
   */
  catalogue: Catalogue | undefined
}

/**
 * The locale a kit starts with: the host's `locale` option when the catalogue offers it (else English), without the
 * option the best match for the visitor's languages (`navigator.languages`), else English; nothing loaded yet.
 * @example createLocaleState({ locale: undefined, languages: ['de-AT'], available: ['de', 'en'] }).locale // 'de'
 */
export function createLocaleState({
  locale,
  languages,
  available,
}: {
  locale: SupportedLocale | undefined
  languages: readonly string[] | undefined
  available: readonly SupportedLocale[]
}): LocaleState {
  const wanted = locale ? [locale] : (languages ?? [])
  return { locale: matchLocale(wanted, available) ?? 'en', catalogue: undefined }
}

import { SUPPORTED_LOCALES, type SupportedLocale } from 'walletkit/schemas'

/** The `--locale` flag's help: every tag it takes, and what leaving it out does. */
export const LOCALE_FLAG_HELP = `the app's default language, one of ${SUPPORTED_LOCALES.join(', ')}; without it, the visitor's browser language`

/**
 * The kit's locale for a tag in any case (`pt-br` is 'pt-BR'); undefined when the kit does not support it.
 * @example findLocale('ZH-tw') // 'zh-TW'
 */
export function findLocale(tag: string): SupportedLocale | undefined {
  const lower = tag.trim().toLowerCase()
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower)
}

/**
 * A locale's name in its own language, as a speaker looks for it in a list.
 * @example localeOwnName('ja') // '日本語'
 */
export function localeOwnName(locale: SupportedLocale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
}

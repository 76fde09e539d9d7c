/**
 * The locales WalletKit is translated into, as BCP 47 tags: the `locale` option takes one of them. The catalogue
 * (kit/src/i18n) ships a file for each of them as it is translated; until then a locale shows English.
 */
export const SUPPORTED_LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** The languages written right to left, by their language subtag (ar, he, fa, ur). */
const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const

/**
 * The writing direction of a locale: 'rtl' for Arabic, Hebrew, Persian and Urdu, else 'ltr'.
 * @example localeDirection('ar') // 'rtl'
 */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.split('-')[0]?.toLowerCase()
  return RTL_LANGUAGES.some((rtl) => rtl === language) ? 'rtl' : 'ltr'
}

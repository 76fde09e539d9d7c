import { SUPPORTED_LOCALES, type SupportedLocale } from 'walletkit'

/**
 * The language the playground's visitor pretends to speak (`?locale=`), passed to the kit as its `locale` option;
 * undefined when the page names none or names a tag the kit does not support (any case: `?locale=PT-br` is 'pt-BR').
 * @example readVisitorLocale('http://127.0.0.1:5173/?locale=de') // 'de'
 */
export function readVisitorLocale(href: string): SupportedLocale | undefined {
  const tag = new URL(href).searchParams.get('locale')?.toLowerCase()
  return tag ? SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag) : undefined
}

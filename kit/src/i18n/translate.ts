import { localeDirection } from '../config/locales.js'
import type { Catalogue, MessageKey, MessageParamValue, PluralMessage } from './Messages.js'

/** First-strong isolate and its end (Unicode bidi): a value keeps its own direction inside a right-to-left text. */
const ISOLATE = ['\u2068', '\u2069'] as const

/**
 * A catalogue's text for a key: the plural form `params.count` selects (Intl.PluralRules of the catalogue's locale),
 * with each `{name}` replaced by its parameter as plain text (numbers formatted for the locale, a message translated
 * from the same catalogue, or its `fallback` when the catalogue lacks its key). A missing parameter leaves its
 * `{name}` in place, so it shows; a key the catalogue lacks gives the key itself. In a right-to-left locale each
 * text value is isolated (U+2068…U+2069), so an address or an amount in an Arabic sentence keeps its order (a number
 * parameter, written in the locale's own digits, is not).
 * @example translate({ locale: 'en', messages: en }, 'activity.transactions', { count: 2 }) // '2 transactions'
 */
export function translate(
  { locale, messages }: Catalogue,
  key: MessageKey,
  params?: Readonly<Record<string, MessageParamValue>>,
): string {
  const message: string | PluralMessage | undefined = messages[key]
  if (message === undefined) return key
  const text = typeof message === 'string' ? message : pluralForm(message, locale, params?.count)
  if (!params) return text
  const [open, close] = localeDirection(locale) === 'rtl' ? ISOLATE : ['', '']
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name]
    if (value === undefined) return placeholder
    if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value)
    if (typeof value === 'string') return `${open}${value}${close}`
    return value.fallback !== undefined && messages[value.key] === undefined
      ? value.fallback
      : translate({ locale, messages }, value.key, value.params)
  })
}

function pluralForm(message: PluralMessage, locale: string, count: MessageParamValue | undefined): string {
  if (typeof count !== 'number') return message.other
  return message[new Intl.PluralRules(locale).select(count)] ?? message.other
}

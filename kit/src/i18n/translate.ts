import type { Catalogue, MessageKey, MessageParamValue, PluralMessage } from './Messages.js'

/**
 * A catalogue's text for a key: the plural form `params.count` selects (Intl.PluralRules of the catalogue's locale),
 * with each `{name}` replaced by its parameter as plain text (numbers formatted for the locale, a message translated
 * from the same catalogue, or its `fallback` when the catalogue lacks its key). A missing parameter leaves its
 * `{name}` in place, so it shows; a key the catalogue lacks gives the key itself.
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
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name]
    if (value === undefined) return placeholder
    if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value)
    if (typeof value === 'string') return value
    return value.fallback !== undefined && messages[value.key] === undefined
      ? value.fallback
      : translate({ locale, messages }, value.key, value.params)
  })
}

function pluralForm(message: PluralMessage, locale: string, count: string | number | undefined): string {
  if (typeof count !== 'number') return message.other
  return message[new Intl.PluralRules(locale).select(count)] ?? message.other
}

import { en } from '../i18n/locales/en/en.js'
import type { MessageKey, MessageRef } from '../i18n/Messages.js'
import { translate } from '../i18n/translate.js'

type InEnglish<Value> = Value extends MessageRef
  ? string
  : Value extends object
    ? { [Key in keyof Value]: InEnglish<Value[Key]> }
    : Value

const isMessageRef = (value: object): value is MessageRef =>
  'key' in value &&
  typeof value.key === 'string' &&
  Object.keys(value).every((key) => ['key', 'params', 'fallback'].includes(key))

/**
 * What a stored message (a toast's, in core) reads in English: every MessageRef in `value` becomes its English text,
 * so a core test asserts the text the visitor sees.
 * @example expect(inEnglish(kit.store.getState().toast.toast)).toEqual({ message: 'Transaction started', variant: 'success' })
 */
export function inEnglish<Value>(value: Value): InEnglish<Value> {
  if (value === null || typeof value !== 'object') return value as InEnglish<Value>
  if (isMessageRef(value)) {
    const english = { locale: 'en', messages: en }
    const missing = !(value.key in en)
    return (
      missing && value.fallback !== undefined ? value.fallback : translate(english, value.key, value.params)
    ) as InEnglish<Value>
  }
  if (Array.isArray(value)) return value.map((item) => inEnglish(item)) as InEnglish<Value>
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inEnglish(item)]),
  ) as InEnglish<Value>
}

/**
 * A made-up message for a toast test ('Sending', 'third'): a key the catalogue lacks reads as itself.
 * @example showToast(kit, { message: testMessage('first'), variant: 'loading' })
 */
export const testMessage = (text: string): MessageRef => ({ key: text as MessageKey })

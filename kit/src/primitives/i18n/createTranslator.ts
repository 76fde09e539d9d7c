import { localeDirection } from '../../config/locales.js'
import type { Catalogue, MessageArgs, MessageKey, MessageRef } from '../../i18n/Messages.js'
import { translate } from '../../i18n/translate.js'

/** `t(key, params?)`: a key's text in the shown locale; with the locale and direction that go with it. */
export type Translate = (<Key extends MessageKey>(key: Key, ...args: MessageArgs<Key>) => string) & {
  /** The shown locale's BCP 47 tag, for Intl formats: `formatBalance(value, symbol, t.locale)`. */
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  /** The text of a message core stored (a toast's, an alert's): `t.ref(toast.message)`; plain text as it is. */
  ref(message: MessageRef | string): string
}

/**
 * The translate function of one catalogue.
 * @example const t = createTranslator({ locale: 'en', messages: en }); t('common.cancel') // 'Cancel'
 */
export function createTranslator(catalogue: Catalogue): Translate {
  const t = <Key extends MessageKey>(key: Key, ...[params]: MessageArgs<Key>): string =>
    translate(catalogue, key, params)
  return Object.assign(t, {
    locale: catalogue.locale,
    dir: localeDirection(catalogue.locale),
    ref: (message: MessageRef | string) => {
      if (typeof message === 'string') return message
      const { key, params, fallback } = message
      return fallback !== undefined && catalogue.messages[key] === undefined
        ? fallback
        : translate(catalogue, key, params)
    },
  })
}

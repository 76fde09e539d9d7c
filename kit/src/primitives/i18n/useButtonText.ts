import { useStore } from 'zustand'
import { localeDirection } from '../../config/locales.js'
import { buttonMessages } from '../../i18n/locales/en/buttonMessages.js'
import { useKit } from '../context/useKit.js'

type ButtonMessageKey = keyof typeof buttonMessages

/**
 * The buttons' few texts (outside the modal, on the start-up path) in the kit's loaded catalogue, else in English
 * (on the server and before any catalogue loads, so server and first client render agree), with the locale and
 * direction that go with them. A plain lookup: the translator (plurals, placeholders) stays in the modal's code.
 * @example const text = useButtonText(); text('button.connect') // 'Connect Wallet'
 */
export function useButtonText(): ((key: ButtonMessageKey) => string) & {
  locale: string
  dir: 'ltr' | 'rtl'
} {
  const kit = useKit()
  const catalogue = useStore(kit.store, (state) => state.locale.catalogue)
  const locale = catalogue?.locale ?? 'en'
  const text = (key: ButtonMessageKey): string => {
    const message = catalogue?.messages[key]
    return typeof message === 'string' ? message : buttonMessages[key]
  }
  return Object.assign(text, { locale, dir: localeDirection(locale) })
}

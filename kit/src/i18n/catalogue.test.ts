import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '../config/locales.js'
import { localeLoaders } from './localeLoaders.js'
import { en } from './locales/en/en.js'
import type { Messages, PluralMessage } from './Messages.js'

const placeholders = (message: string | PluralMessage) =>
  [
    ...new Set((typeof message === 'string' ? message : Object.values(message).join(' ')).match(/\{\w+\}/g)),
  ].sort()

describe('the catalogue', () => {
  it('offers English, and only locales of the supported list', () => {
    expect(Object.keys(localeLoaders)).toContain('en')
    expect(
      Object.keys(localeLoaders).filter((tag) => !(SUPPORTED_LOCALES as readonly string[]).includes(tag)),
    ).toEqual([])
  })

  it.each(Object.entries(localeLoaders))(
    '%s has exactly the English keys, the same placeholders and the plural forms its language needs',
    async (locale, load) => {
      const messages: Messages = await load()
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      for (const [key, english] of Object.entries(en) as [keyof Messages, string | PluralMessage][]) {
        const message = messages[key]
        expect({ key, placeholders: placeholders(message) }).toEqual({
          key,
          placeholders: placeholders(english),
        })
        expect({ key, plural: typeof message === 'object' }).toEqual({
          key,
          plural: typeof english === 'object',
        })
        if (typeof message === 'object')
          expect({ key, forms: Object.keys(message).sort() }).toEqual({ key, forms: [...needed].sort() })
      }
    },
  )
})

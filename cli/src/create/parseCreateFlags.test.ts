import { describe, expect, it } from 'vitest'
import { parseCreateFlags } from './parseCreateFlags.js'

describe('parseCreateFlags', () => {
  it("takes --locale as one of the kit's locales, in any case", () => {
    expect(parseCreateFlags({ locale: 'de' }).locale).toBe('de')
    expect(parseCreateFlags({ locale: 'pt-br' }).locale).toBe('pt-BR')
    expect(parseCreateFlags({ locale: ' ZH-tw ' }).locale).toBe('zh-TW')
    expect(parseCreateFlags({}).locale).toBeUndefined()
  })

  it('refuses a locale the kit does not support, listing the ones it does', () => {
    expect(() => parseCreateFlags({ locale: 'xx' })).toThrowErrorMatchingInlineSnapshot(
      `[CliError: --locale: "xx" is not one of ar, de, en, es, fr, hi, id, it, ja, ko, nl, pl, pt-BR, ru, th, tr, uk, vi, zh-CN, zh-TW]`,
    )
    expect(() => parseCreateFlags({ locale: 'de-AT' })).toThrow('--locale: "de-AT" is not one of ar, de,')
  })
})

import { describe, expect, it } from 'vitest'
import type { Catalogue, MessageKey, Messages } from './Messages.js'
import { translate } from './translate.js'

// Made-up messages under made-up keys: the translator reads any catalogue, whatever its keys.
const key = (name: string) => name as MessageKey
const catalogue = (locale: string, messages: Record<string, unknown>): Catalogue => ({
  locale,
  messages: messages as Partial<Messages>,
})

const files = { one: '{count} file', other: '{count} files' }
const arabic = catalogue('ar', {
  files: {
    zero: 'لا ملفات',
    one: 'ملف واحد',
    two: 'ملفان',
    few: '{count} ملفات',
    many: '{count} ملفًا',
    other: '{count} ملف',
  },
})
const polish = catalogue('pl', {
  files: { one: '{count} plik', few: '{count} pliki', many: '{count} plików', other: '{count} pliku' },
})
const russian = catalogue('ru', {
  files: { one: '{count} файл', few: '{count} файла', many: '{count} файлов', other: '{count} файла' },
})

describe('translate', () => {
  it("fills each {placeholder} with its parameter as plain text, numbers in the locale's format", () => {
    const english = catalogue('en', { hello: 'Hello {name}, you have {amount}', files })
    expect(translate(english, key('hello'), { name: '<b>Ann</b>', amount: 1234.5 })).toBe(
      'Hello <b>Ann</b>, you have 1,234.5',
    )
    expect(translate(catalogue('de', { n: '{amount} Stück' }), key('n'), { amount: 1234.5 })).toBe(
      '1.234,5 Stück',
    )
  })

  it('picks the English plural form by count', () => {
    const english = catalogue('en', { files })
    expect(translate(english, key('files'), { count: 1 })).toBe('1 file')
    expect(translate(english, key('files'), { count: 0 })).toBe('0 files')
    expect(translate(english, key('files'), { count: 2 })).toBe('2 files')
  })

  it('isolates each value in a right-to-left locale, so an address keeps its order', () => {
    const hebrew = catalogue('he', { to: 'אל {address}' })
    expect(translate(hebrew, key('to'), { address: '0x12…34' })).toBe('אל \u20680x12…34\u2069')
    expect(translate(catalogue('en', { to: 'to {address}' }), key('to'), { address: '0x12' })).toBe('to 0x12')
  })

  it("follows Arabic's six plural categories", () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => translate(arabic, key('files'), { count }))
    expect(forms).toEqual(['لا ملفات', 'ملف واحد', 'ملفان', '3 ملفات', '11 ملفًا', '100 ملف'])
  })

  it("follows Polish's and Russian's one, few and many", () => {
    expect([1, 2, 5, 22, 25].map((count) => translate(polish, key('files'), { count }))).toEqual([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
      '25 plików',
    ])
    expect([1, 21, 3, 5, 11].map((count) => translate(russian, key('files'), { count }))).toEqual([
      '1 файл',
      '21 файл',
      '3 файла',
      '5 файлов',
      '11 файлов',
    ])
  })

  it('falls back to the other form when a form is missing, or without a count', () => {
    const sparse = catalogue('pl', { files: { one: '{count} plik', other: '{count} pliku' } })
    expect(translate(sparse, key('files'), { count: 5 })).toBe('5 pliku')
    expect(translate(catalogue('en', { files }), key('files'))).toBe('{count} files')
  })

  it('leaves a missing parameter visible as its placeholder, and ignores extra ones', () => {
    const english = catalogue('en', { hello: 'Hello {name}' })
    expect(translate(english, key('hello'), {})).toBe('Hello {name}')
    expect(translate(english, key('hello'), { other: 'x' })).toBe('Hello {name}')
  })

  it('fills a placeholder with another message of the same catalogue, or its fallback', () => {
    const german = catalogue('de', { send: 'Sende {amount}', units: '{units} Basiseinheiten' })
    const units = { key: key('units'), params: { units: 1234 } }
    expect(translate(german, key('send'), { amount: units })).toBe('Sende 1.234 Basiseinheiten')
    expect(translate(german, key('send'), { amount: { key: key('gone'), fallback: 'x' } })).toBe('Sende x')
  })

  it('gives the key itself for a key the catalogue lacks', () => {
    expect(translate(catalogue('en', {}), key('nowhere.title'))).toBe('nowhere.title')
  })
})

import { describe, expect, it } from 'vitest'
import { readVisitorLocale } from './readVisitorLocale.js'

describe('readVisitorLocale', () => {
  it('reads a supported locale from ?locale=, in any case, and nothing else', () => {
    expect(readVisitorLocale('http://127.0.0.1:5173/?locale=ar')).toBe('ar')
    expect(readVisitorLocale('http://127.0.0.1:5173/?scenario=balance-500&locale=pt-br')).toBe('pt-BR')
    expect(readVisitorLocale('http://127.0.0.1:5173/?locale=ZH-tw')).toBe('zh-TW')
    expect(readVisitorLocale('http://127.0.0.1:5173/?locale=xx')).toBeUndefined()
    expect(readVisitorLocale('http://127.0.0.1:5173/?locale=de-AT')).toBeUndefined()
    expect(readVisitorLocale('http://127.0.0.1:5173/?locale=')).toBeUndefined()
    expect(readVisitorLocale('http://127.0.0.1:5173/')).toBeUndefined()
  })
})

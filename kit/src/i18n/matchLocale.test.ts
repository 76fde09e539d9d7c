import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '../config/locales.js'
import { matchLocale } from './matchLocale.js'

const match = (...wanted: string[]) => matchLocale(wanted, SUPPORTED_LOCALES)

describe('matchLocale', () => {
  it('takes an exact tag in any case', () => {
    expect(match('de')).toBe('de')
    expect(match('PT-br')).toBe('pt-BR')
    expect(match('zh-tw')).toBe('zh-TW')
  })

  it('reads a regional variant as its language', () => {
    expect(match('de-AT')).toBe('de')
    expect(match('fr-CA')).toBe('fr')
    expect(match('en-GB')).toBe('en')
    expect(match('es-419')).toBe('es')
  })

  it('reads every Portuguese as Brazilian Portuguese', () => {
    expect(match('pt')).toBe('pt-BR')
    expect(match('pt-PT')).toBe('pt-BR')
  })

  it('reads Chinese by its script: Simplified as zh-CN, Traditional as zh-TW', () => {
    expect(match('zh')).toBe('zh-CN')
    expect(match('zh-Hans')).toBe('zh-CN')
    expect(match('zh-SG')).toBe('zh-CN')
    expect(match('zh-Hant')).toBe('zh-TW')
    expect(match('zh-HK')).toBe('zh-TW')
    expect(match('zh-Hant-HK')).toBe('zh-TW')
  })

  it('takes the first wanted language that matches, skipping unknown ones', () => {
    expect(match('sw', 'x-klingon', 'ja-JP', 'de')).toBe('ja')
    expect(match('sw', 'he')).toBeUndefined()
    expect(match()).toBeUndefined()
  })

  it('offers only what is available', () => {
    expect(matchLocale(['de-DE', 'en-US'], ['en'])).toBe('en')
    expect(matchLocale(['pt-PT'], ['en'])).toBeUndefined()
  })
})

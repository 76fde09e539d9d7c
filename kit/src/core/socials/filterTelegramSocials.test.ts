import { describe, expect, it } from 'vitest'
import { SOCIAL_PROVIDERS } from '../../config/index.js'
import { filterTelegramSocials } from './filterTelegramSocials.js'

const all = [...SOCIAL_PROVIDERS]

describe('filterTelegramSocials', () => {
  it('removes google inside Telegram on iOS', () => {
    expect(filterTelegramSocials(all, { isTelegram: true, os: 'ios' })).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('removes x inside Telegram on a Mac', () => {
    expect(filterTelegramSocials(all, { isTelegram: true, os: 'mac' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('removes facebook and x inside Telegram on Android', () => {
    expect(filterTelegramSocials(all, { isTelegram: true, os: 'android' })).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it.each(['windows', 'linux', 'other'] as const)('keeps every social inside Telegram on %s', (os) => {
    expect(filterTelegramSocials(all, { isTelegram: true, os })).toEqual(all)
  })

  it.each(['ios', 'mac', 'android'] as const)('keeps every social outside Telegram on %s', (os) => {
    expect(filterTelegramSocials(all, { isTelegram: false, os })).toEqual(all)
  })

  it('keeps the order the host gave', () => {
    expect(filterTelegramSocials(['facebook', 'github', 'x'], { isTelegram: true, os: 'mac' })).toEqual([
      'facebook',
      'github',
    ])
  })
})

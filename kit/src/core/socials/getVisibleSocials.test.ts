import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getVisibleSocials } from './getVisibleSocials.js'

describe('getVisibleSocials', () => {
  it('shows every social in the default order', () => {
    expect(getVisibleSocials(createTestKit())).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it("shows the host's socials in the host's order", () => {
    expect(getVisibleSocials(createTestKit({ features: { socials: ['github', 'google'] } }))).toEqual([
      'github',
      'google',
    ])
  })

  it('shows none when socials are turned off', () => {
    expect(getVisibleSocials(createTestKit({ features: { socials: false } }))).toEqual([])
  })

  it('applies the Telegram filter inside Telegram', () => {
    const kit = createTestKit(
      { features: { socials: ['google', 'x', 'facebook'] } },
      { environment: { isMobile: true, isTelegram: true, os: 'android' } },
    )
    expect(getVisibleSocials(kit)).toEqual(['google'])
  })
})

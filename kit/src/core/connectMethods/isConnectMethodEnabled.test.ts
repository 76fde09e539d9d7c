import { describe, expect, it } from 'vitest'
import { isConnectMethodEnabled } from './isConnectMethodEnabled.js'

describe('isConnectMethodEnabled', () => {
  it('turns email on and off with the email feature', () => {
    expect(isConnectMethodEnabled({ email: true, socials: false }, 'email')).toBe(true)
    expect(isConnectMethodEnabled({ email: false, socials: ['google'] }, 'email')).toBe(false)
  })

  it('turns social off when socials are false or empty', () => {
    expect(isConnectMethodEnabled({ email: true, socials: ['google'] }, 'social')).toBe(true)
    expect(isConnectMethodEnabled({ email: true, socials: [] }, 'social')).toBe(false)
    expect(isConnectMethodEnabled({ email: true, socials: false }, 'social')).toBe(false)
  })

  it('always offers wallet', () => {
    expect(isConnectMethodEnabled({ email: false, socials: false }, 'wallet')).toBe(true)
  })
})

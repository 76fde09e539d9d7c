import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'

const options = (features: Parameters<typeof createTestKit>[0] = {}) => createTestKit(features).options

describe('getConnectMethodsOrder', () => {
  it('orders email, social, wallet by default', () => {
    expect(getConnectMethodsOrder(options(), { hasShownInjectedOrAnnounced: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('puts wallet first when a browser wallet is shown', () => {
    expect(getConnectMethodsOrder(options(), { hasShownInjectedOrAnnounced: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it("follows the developer's order over both defaults", () => {
    const custom = options({ features: { connectMethodsOrder: ['social', 'wallet', 'email'] } })
    expect(getConnectMethodsOrder(custom, { hasShownInjectedOrAnnounced: true })).toEqual([
      'social',
      'wallet',
      'email',
    ])
    expect(getConnectMethodsOrder(custom, { hasShownInjectedOrAnnounced: false })).toEqual([
      'social',
      'wallet',
      'email',
    ])
  })

  it('leaves out email when the email feature is off', () => {
    expect(
      getConnectMethodsOrder(options({ features: { email: false } }), { hasShownInjectedOrAnnounced: false }),
    ).toEqual(['social', 'wallet'])
  })

  it.each([false as const, [] as []])('leaves out social when socials are %j', (socials) => {
    const custom = options({ features: { socials } })
    expect(getConnectMethodsOrder(custom, { hasShownInjectedOrAnnounced: true })).toEqual(['wallet', 'email'])
    expect(getConnectMethodsOrder(custom, { hasShownInjectedOrAnnounced: false })).toEqual([
      'email',
      'wallet',
    ])
  })

  it('leaves turned-off methods out of an override too, and lists each method once', () => {
    const custom = options({
      features: { email: false, connectMethodsOrder: ['email', 'wallet', 'wallet', 'social'] },
    })
    expect(getConnectMethodsOrder(custom, { hasShownInjectedOrAnnounced: false })).toEqual([
      'wallet',
      'social',
    ])
  })

  it('shows only the methods an override lists', () => {
    const custom = options({ features: { connectMethodsOrder: ['wallet'] } })
    expect(getConnectMethodsOrder(custom, { hasShownInjectedOrAnnounced: false })).toEqual(['wallet'])
  })
})

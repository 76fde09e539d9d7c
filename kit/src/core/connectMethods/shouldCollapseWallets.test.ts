import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { shouldCollapseWallets } from './shouldCollapseWallets.js'

const features = (options: { collapseWallets?: boolean; emailShowWallets?: boolean }) =>
  createTestKit({ features: options }).options.features

describe('shouldCollapseWallets', () => {
  it('lists the wallets by default (emailShowWallets on, collapseWallets off)', () => {
    expect(shouldCollapseWallets(features({}), { showsEmailOrSocial: true })).toBe(false)
  })

  it('collapses them with collapseWallets or with emailShowWallets off', () => {
    expect(shouldCollapseWallets(features({ collapseWallets: true }), { showsEmailOrSocial: true })).toBe(
      true,
    )
    expect(shouldCollapseWallets(features({ emailShowWallets: false }), { showsEmailOrSocial: true })).toBe(
      true,
    )
  })

  it('never collapses them when wallets are the only way to connect', () => {
    expect(
      shouldCollapseWallets(features({ collapseWallets: true, emailShowWallets: false }), {
        showsEmailOrSocial: false,
      }),
    ).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getCustomWallets } from './getCustomWallets.js'

describe('getCustomWallets', () => {
  it("lists the host's wallets in the host's order", () => {
    const kit = createTestKit({
      customWallets: [
        { id: 'mine', name: 'My Wallet', homepage: 'https://mine.example', mobile_link: 'mine://' },
        { id: 'other', name: 'Other', rdns: 'com.other' },
      ],
    })
    expect(getCustomWallets(kit)).toEqual([
      {
        id: 'mine',
        name: 'My Wallet',
        rdns: undefined,
        image_url: undefined,
        mobile_link: 'mine://',
        desktop_link: undefined,
        webapp_link: undefined,
      },
      expect.objectContaining({ id: 'other', rdns: 'com.other' }),
    ])
  })

  it('leaves out excluded custom wallets', () => {
    const kit = createTestKit({
      customWallets: [
        { id: 'mine', name: 'My Wallet' },
        { id: 'other', name: 'Other' },
      ],
      excludeWalletIds: ['my wallet'],
    })
    expect(getCustomWallets(kit).map((wallet) => wallet.id)).toEqual(['other'])
  })
})

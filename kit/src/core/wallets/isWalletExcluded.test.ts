import { describe, expect, it } from 'vitest'
import { isWalletExcluded } from './isWalletExcluded.js'

const metaMask = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }

describe('isWalletExcluded', () => {
  it('matches by rdns', () => {
    expect(isWalletExcluded(metaMask, [{ rdns: 'io.metamask' }])).toBe(true)
  })

  it('matches by name ignoring letter case', () => {
    expect(isWalletExcluded(metaMask, [{ name: 'METAMASK' }])).toBe(true)
  })

  it('matches by directory id, and by a connector explorer id', () => {
    expect(isWalletExcluded(metaMask, [{ id: 'c57ca95b' }])).toBe(true)
    expect(
      isWalletExcluded({ id: 'io.metamask', explorerId: 'c57ca95b', name: 'MM' }, [{ id: 'c57ca95b' }]),
    ).toBe(true)
  })

  it('keeps wallets that match nothing', () => {
    expect(isWalletExcluded(metaMask, [{ id: 'other', rdns: 'com.other', name: 'Other' }])).toBe(false)
  })

  it('does not match an exclusion without rdns or name to a wallet without them', () => {
    expect(isWalletExcluded({ id: 'a' }, [{ id: 'b', rdns: null, name: '' }])).toBe(false)
    expect(isWalletExcluded({ id: 'a', rdns: null }, [{ rdns: null }])).toBe(false)
  })
})

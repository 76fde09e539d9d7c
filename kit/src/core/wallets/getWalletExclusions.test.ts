import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'

describe('getWalletExclusions', () => {
  it('reads each excludeWalletIds entry as an id, an rdns or a name', () => {
    const kit = createTestKit({ excludeWalletIds: ['c57ca95b', 'app.phantom', 'rainbow'] })
    const exclusions = getWalletExclusions(kit)
    expect(isWalletExcluded({ id: 'c57ca95b', name: 'MetaMask' }, exclusions)).toBe(true)
    expect(isWalletExcluded({ id: 'x', name: 'Phantom', rdns: 'app.phantom' }, exclusions)).toBe(true)
    expect(isWalletExcluded({ id: 'y', name: 'Rainbow' }, exclusions)).toBe(true)
    expect(isWalletExcluded({ id: 'z', name: 'Zerion' }, exclusions)).toBe(false)
  })

  it('adds the rdns and name of the fetched excluded directory entries', () => {
    const kit = createTestKit({ excludeWalletIds: ['c57ca95b'] })
    kit.store.setState((state) => ({
      wallets: { ...state.wallets, excluded: [{ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }] },
    }))
    expect(
      isWalletExcluded(
        { id: 'io.metamask', name: 'MetaMask Flask', rdns: 'io.metamask' },
        getWalletExclusions(kit),
      ),
    ).toBe(true)
    expect(isWalletExcluded({ id: 'injected', name: 'metamask' }, getWalletExclusions(kit))).toBe(true)
  })

  it('is empty without exclusions', () => {
    expect(getWalletExclusions(createTestKit())).toEqual([])
  })
})

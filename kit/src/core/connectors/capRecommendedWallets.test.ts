import { describe, expect, it } from 'vitest'
import { generateWallets } from '../../test/createFakeWalletDirectory.js'
import { capRecommendedWallets } from './capRecommendedWallets.js'

const recommended = generateWallets(4)

describe('capRecommendedWallets', () => {
  it('fills the Connect view up to 4 rows', () => {
    expect(capRecommendedWallets(recommended, { rowsShown: 0, canConnect: true })).toHaveLength(4)
    expect(capRecommendedWallets(recommended, { rowsShown: 3, canConnect: true })).toHaveLength(1)
    expect(capRecommendedWallets(recommended, { rowsShown: 6, canConnect: true })).toEqual([])
  })

  it('shows none when nothing could connect them', () => {
    expect(capRecommendedWallets(recommended, { rowsShown: 0, canConnect: false })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { hasMoreWallets } from './hasMoreWallets.js'

describe('hasMoreWallets', () => {
  it('has more before the first page', () => {
    expect(hasMoreWallets({ page: 0, count: 0 })).toBe(true)
  })

  it('has more while pages of 40 do not cover the count', () => {
    expect(hasMoreWallets({ page: 3, count: 121 })).toBe(true)
    expect(hasMoreWallets({ page: 3, count: 120 })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { formatWalletCount } from './formatWalletCount.js'

describe('formatWalletCount', () => {
  it('rounds down to tens with a plus from 10 on, and is exact below', () => {
    expect(formatWalletCount(623)).toBe('620+')
    expect(formatWalletCount(430)).toBe('430+')
    expect(formatWalletCount(10)).toBe('10+')
    expect(formatWalletCount(7)).toBe('7')
  })

  it('gives no badge for an empty or unusable count', () => {
    expect(formatWalletCount(0)).toBeUndefined()
    expect(formatWalletCount(-3)).toBeUndefined()
    expect(formatWalletCount(Number.NaN)).toBeUndefined()
  })
})

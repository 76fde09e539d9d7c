import { describe, expect, it } from 'vitest'
import { isTransactionHash, transactionHashSchema } from './isTransactionHash.js'

const hash = `0x${'a1B2'.repeat(16)}`

describe('isTransactionHash', () => {
  it('accepts 0x and 64 hex digits in any case', () => {
    expect(isTransactionHash(hash)).toBe(true)
  })

  it.each<[unknown, string]>([
    [`0x${'a'.repeat(63)}`, '63 hex digits'],
    [`0x${'a'.repeat(65)}`, '65 hex digits'],
    ['a'.repeat(64), 'no 0x'],
    [`0x${'a'.repeat(63)}z`, 'a non-hex digit'],
    ['', 'an empty string'],
    [123, 'a number'],
  ])('rejects %j (%s)', (value) => {
    expect(isTransactionHash(value)).toBe(false)
  })

  it('is also available as a zod schema', () => {
    expect(transactionHashSchema.parse(hash)).toBe(hash)
    expect(transactionHashSchema.safeParse('0x12').error?.issues[0]?.message).toBe('Invalid transaction hash')
  })
})

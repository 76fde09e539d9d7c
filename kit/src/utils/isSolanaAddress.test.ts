import { describe, expect, it } from 'vitest'
import { isSolanaAddress, solanaAddressSchema } from './isSolanaAddress.js'

describe('isSolanaAddress', () => {
  it.each([
    ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'a 44-character wallet address'],
    ['11111111111111111111111111111111', 'the 32-character system program'],
    ['1'.repeat(32), 'exactly 32 characters'],
    ['z'.repeat(44), 'exactly 44 characters'],
  ])('accepts %s (%s)', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each<[unknown, string]>([
    ['1'.repeat(31), '31 characters'],
    ['z'.repeat(45), '45 characters'],
    [`0${'1'.repeat(31)}`, 'a 0, which base58 leaves out'],
    [`O${'1'.repeat(31)}`, 'an O, which base58 leaves out'],
    [`I${'1'.repeat(31)}`, 'an I, which base58 leaves out'],
    [`l${'1'.repeat(31)}`, 'an l, which base58 leaves out'],
    [`0x${'a'.repeat(40)}`, 'an EVM address'],
    ['', 'an empty string'],
    [null, 'null'],
  ])('rejects %j (%s)', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it('is also available as a zod schema', () => {
    expect(solanaAddressSchema.safeParse('abc').error?.issues[0]?.message).toBe('Invalid Solana address')
  })
})

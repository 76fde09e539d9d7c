import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('truncateAddress', () => {
  it('keeps 4 leading and 6 trailing characters with an ellipsis between', () => {
    expect(truncateAddress(evmAddress)).toBe('0x52…169EE7')
  })

  it('truncates a solana address the same way', () => {
    expect(truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P…ArAaKv')
  })

  it('takes other lengths', () => {
    expect(truncateAddress(evmAddress, { start: 6, end: 4 })).toBe('0x5290…9EE7')
    expect(truncateAddress(evmAddress, { end: 0 })).toBe('0x52…')
    expect(truncateAddress(evmAddress, { start: 0 })).toBe('…169EE7')
  })

  it('treats negative and fractional lengths as whole, non-negative ones', () => {
    expect(truncateAddress(evmAddress, { start: -3, end: 2.9 })).toBe('…E7')
  })

  it('returns text that would not get shorter unchanged', () => {
    expect(truncateAddress('')).toBe('')
    expect(truncateAddress('ada.eth')).toBe('ada.eth')
    expect(truncateAddress('0123456789a')).toBe('0123456789a')
    expect(truncateAddress('0123456789ab')).toBe('0123…6789ab')
  })

  it('never cuts an emoji in half', () => {
    expect(truncateAddress('🦊🦊🦊🦊-name-🐼🐼🐼🐼🐼🐼')).toBe('🦊🦊🦊🦊…🐼🐼🐼🐼🐼🐼')
  })
})

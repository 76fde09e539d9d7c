import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

describe('truncateAddress', () => {
  it('keeps 4 leading and 6 trailing characters with an ellipsis between, in the case given (spec 5)', () => {
    expect(truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x70…dc79C8')
    expect(truncateAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P…ArAaKv')
  })

  it('returns text that would not get shorter unchanged, and never cuts an emoji in half', () => {
    expect(truncateAddress('ada.eth')).toBe('ada.eth')
    expect(truncateAddress('0123456789a')).toBe('0123456789a')
    expect(truncateAddress('0123456789ab')).toBe('0123…6789ab')
    expect(truncateAddress('🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊')).toBe('🦊🦊🦊🦊…🦊🦊🦊🦊🦊🦊')
  })
})

import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('formatAddress', () => {
  it('keeps 4 leading and 6 trailing characters with an ellipsis between (spec 5)', () => {
    expect(formatAddress(alice)).toBe('0xf3…b92266')
    expect(formatAddress(bob)).toBe('0x70…dc79C8')
  })

  it('checksums an address that came in lower or upper case, so every place shows the same text', () => {
    expect(formatAddress(bob.toLowerCase())).toBe('0x70…dc79C8')
    expect(formatAddress(`0x${bob.slice(2).toUpperCase()}`)).toBe('0x70…dc79C8')
    expect(formatAddress(` ${bob.toLowerCase()} `, { full: true })).toBe(bob)
  })

  it('gives every EVM address the same length', () => {
    const lengths = new Set([alice, bob, bob.toLowerCase()].map((address) => formatAddress(address).length))
    expect([...lengths]).toEqual([11])
  })

  it('shows the whole checksummed address where the visitor must verify it', () => {
    expect(formatAddress(bob.toLowerCase(), { full: true })).toBe(bob)
  })

  it('shortens a Solana address the same way, keeping its case', () => {
    expect(formatAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('7S3P…ArAaKv')
  })

  it('returns text that would not get shorter unchanged', () => {
    expect(formatAddress('')).toBe('')
    expect(formatAddress('ada.eth')).toBe('ada.eth')
    expect(formatAddress('0123456789a')).toBe('0123456789a')
    expect(formatAddress('0123456789ab')).toBe('0123…6789ab')
  })

  it('never cuts an emoji in half', () => {
    expect(formatAddress('🦊🦊🦊🦊-name-🐼🐼🐼🐼🐼🐼')).toBe('🦊🦊🦊🦊…🐼🐼🐼🐼🐼🐼')
  })
})

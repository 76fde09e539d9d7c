import * as fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { toChecksumEvmAddress } from './toChecksumEvmAddress.js'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toChecksumEvmAddress', () => {
  it('checksums an address that came in lower or upper case', () => {
    expect(toChecksumEvmAddress(bob.toLowerCase())).toBe(bob)
    expect(toChecksumEvmAddress(`0x${bob.slice(2).toUpperCase()}`)).toBe(bob)
  })

  it("checksums exactly as viem's getAddress (EIP-55) for any address", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
        expect(toChecksumEvmAddress(lower)).toBe(getAddress(lower))
      }),
      { numRuns: 200 },
    )
  })

  it('returns anything that is not an EVM address unchanged', () => {
    for (const text of ['', 'ada.eth', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', `${bob}00`, ` ${bob}`])
      expect(toChecksumEvmAddress(text)).toBe(text)
  })
})

import { describe, expect, it } from 'vitest'
import { parseEvmAddress } from './parseEvmAddress.js'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseEvmAddress', () => {
  it('checksums a valid address, with or without 0x, in lowercase or with its checksum', () => {
    expect(parseEvmAddress(bob)).toBe(bob)
    expect(parseEvmAddress(bob.toLowerCase())).toBe(bob)
    expect(parseEvmAddress(` ${bob.slice(2).toLowerCase()} `)).toBe(bob)
  })

  it('refuses a mixed-case address whose EIP-55 checksum is wrong, and what is not an address', () => {
    expect(parseEvmAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
    expect(parseEvmAddress('0x1234')).toBeUndefined()
    expect(parseEvmAddress('alice.wk.eth')).toBeUndefined()
  })
})

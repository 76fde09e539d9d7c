import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../../errors/InvalidCaipAddressError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { setCaipAddress } from './setCaipAddress.js'

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('setCaipAddress', () => {
  it('sets the CAIP address and the plain address it carries', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'eip155', `eip155:1:${evmAddress}`)
    expect(kit.store.getState().accounts.eip155).toMatchObject({
      caipAddress: `eip155:1:${evmAddress}`,
      address: evmAddress,
    })
  })

  it('works for a non-eip155 namespace', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'solana', `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`)
    expect(kit.store.getState().accounts.solana?.address).toBe(solanaAddress)
  })

  it('clears both addresses when given undefined', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'eip155', `eip155:1:${evmAddress}`)
    setCaipAddress(kit, 'eip155', undefined)
    expect(kit.store.getState().accounts.eip155).toMatchObject({ caipAddress: undefined, address: undefined })
  })

  it('throws "Invalid CAIP Address" for a malformed address and changes nothing', () => {
    const kit = createTestKit()
    expect(() => setCaipAddress(kit, 'eip155', 'eip155:0xabc')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidCaipAddressError: Invalid CAIP Address]`,
    )
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
  })

  it('throws "Invalid CAIP Address" for an address of another namespace', () => {
    const kit = createTestKit()
    expect(() => setCaipAddress(kit, 'solana', `eip155:1:${evmAddress}`)).toThrow(InvalidCaipAddressError)
    expect(kit.store.getState().accounts.solana?.caipAddress).toBeUndefined()
  })
})

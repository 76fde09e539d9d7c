import { describe, expect, it } from 'vitest'
import { caipAddressSchema, isCaipAddress } from './isCaipAddress.js'

describe('isCaipAddress', () => {
  it.each([
    'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
  ])('accepts %s', (value) => {
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([
    '',
    'eip155:1',
    'eip155:1:',
    'eip155::0xab',
    'eip155:1:0xab:cd',
    'cosmos:hub:addr',
    42,
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(isCaipAddress(value)).toBe(false)
  })
})

describe('caipAddressSchema', () => {
  it('parses a valid CAIP address', () => {
    expect(caipAddressSchema.parse('eip155:1:0xab')).toBe('eip155:1:0xab')
  })

  it('fails with "Invalid CAIP Address" for an invalid one', () => {
    const result = caipAddressSchema.safeParse('eip155:1')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP Address')
  })
})

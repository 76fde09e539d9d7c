import { describe, expect, it } from 'vitest'
import { caipNetworkIdSchema, isCaipNetworkId } from './isCaipNetworkId.js'

describe('isCaipNetworkId', () => {
  it.each([
    'eip155:1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'polkadot:91b171bb',
    'bip122:000000000019d6',
  ])('accepts %s', (value) => {
    expect(isCaipNetworkId(value)).toBe(true)
  })

  it.each([
    '',
    'eip155',
    'eip155:',
    'eip155:1:0xab',
    'cosmos:cosmoshub-4',
    1,
    null,
    undefined,
    { id: 'eip155:1' },
  ])('rejects %j', (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
  })
})

describe('caipNetworkIdSchema', () => {
  it('parses a valid network id', () => {
    expect(caipNetworkIdSchema.parse('bip122:000000000019d6')).toBe('bip122:000000000019d6')
  })

  it('fails with "Invalid CAIP Network ID" for an invalid one', () => {
    const result = caipNetworkIdSchema.safeParse('eip155')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP Network ID')
  })
})

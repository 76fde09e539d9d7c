import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '../config/constants.js'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.js'
import { parseCaipAddress } from './parseCaipAddress.js'

const evmAddress = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('parseCaipAddress', () => {
  it('splits an eip155 address into namespace, reference, address and network id', () => {
    expect(parseCaipAddress(`eip155:1:${evmAddress}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: evmAddress,
      caipNetworkId: 'eip155:1',
    })
  })

  it('parses a solana address without assuming eip155', () => {
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
  ])('parses the %s address', (text) => {
    expect(parseCaipAddress(text).address).toBe(text.split(':')[2])
  })

  it.each([
    ['', 'an empty string'],
    ['eip155:1', 'two parts'],
    [`eip155:1:${evmAddress}:extra`, 'four parts'],
    [`:1:${evmAddress}`, 'an empty namespace'],
    [`eip155::${evmAddress}`, 'an empty reference'],
    ['eip155:1:', 'an empty address'],
    [`cosmos:cosmoshub-4:${evmAddress}`, 'an unknown namespace'],
    [evmAddress, 'a bare address'],
  ])('throws "Invalid CAIP Address" for %j (%s)', (text) => {
    expect(() => parseCaipAddress(text)).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress(text)).toThrow('Invalid CAIP Address')
  })

  it('throws InvalidCaipAddressError when a JavaScript caller passes a non-string', () => {
    expect(() => parseCaipAddress(undefined as unknown as string)).toThrow(InvalidCaipAddressError)
  })

  it('renders the spec message verbatim and names the rejected text in its details', () => {
    try {
      parseCaipAddress('eip155:1')
      expect.unreachable()
    } catch (error) {
      expect((error as InvalidCaipAddressError).message).toMatchInlineSnapshot(`"Invalid CAIP Address"`)
      expect((error as InvalidCaipAddressError).details).toMatchInlineSnapshot(
        `"Expected "namespace:reference:address", got "eip155:1""`,
      )
    }
  })

  it('accepts any three non-empty colon-free parts with a known namespace', () => {
    const part = fc.string({ minLength: 1 }).filter((text) => !text.includes(':'))
    fc.assert(
      fc.property(fc.constantFrom(...NAMESPACES), part, part, (namespace, reference, address) => {
        expect(parseCaipAddress(`${namespace}:${reference}:${address}`)).toEqual({
          namespace,
          reference,
          address,
          caipNetworkId: `${namespace}:${reference}`,
        })
      }),
    )
  })
})

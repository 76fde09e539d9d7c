import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '../config/constants.js'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

describe('formatCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(formatCaipAddress({ caipNetworkId: 'eip155:137', address: '0xabc' })).toBe('eip155:137:0xabc')
  })

  it.each([
    [{ caipNetworkId: 'eip155', address: '0xabc' }, 'a network id without a reference'],
    [{ caipNetworkId: 'eip155:1', address: '' }, 'an empty address'],
    [{ caipNetworkId: 'eip155:1', address: 'a:b' }, 'a colon in the address'],
    [{ caipNetworkId: 'cosmos:cosmoshub-4', address: 'cosmos1abc' }, 'an unknown namespace'],
  ])('throws "Invalid CAIP Address" for %j (%s)', (parameters) => {
    expect(() => formatCaipAddress(parameters)).toThrow(InvalidCaipAddressError)
  })

  it('parses back to the parts it was given, in every namespace', () => {
    const part = fc.string({ minLength: 1 }).filter((text) => !text.includes(':'))
    fc.assert(
      fc.property(fc.constantFrom(...NAMESPACES), part, part, (namespace, reference, address) => {
        const caipNetworkId = `${namespace}:${reference}`
        expect(parseCaipAddress(formatCaipAddress({ caipNetworkId, address }))).toEqual({
          namespace,
          reference,
          address,
          caipNetworkId,
        })
      }),
    )
  })
})

import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAMESPACES, type Namespace } from '../config/constants.js'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('formatCaipNetworkId', () => {
  it('joins a namespace and a numeric eip155 chain id', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: 1 })).toBe('eip155:1')
  })

  it('joins a namespace and a string reference', () => {
    expect(formatCaipNetworkId({ namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it.each([
    [{ namespace: 'eip155' as Namespace, reference: '' }, 'an empty reference'],
    [{ namespace: 'eip155' as Namespace, reference: 'a:b' }, 'a colon in the reference'],
    [{ namespace: 'cosmos' as Namespace, reference: 'cosmoshub-4' }, 'an unknown namespace'],
  ])('throws InvalidCaipNetworkIdError for %j (%s)', (parameters) => {
    expect(() => formatCaipNetworkId(parameters)).toThrow(InvalidCaipNetworkIdError)
  })

  it('parses back to the parts it was given', () => {
    const reference = fc.string({ minLength: 1 }).filter((text) => !text.includes(':'))
    fc.assert(
      fc.property(fc.constantFrom(...NAMESPACES), reference, (namespace, reference) => {
        expect(parseCaipNetworkId(formatCaipNetworkId({ namespace, reference }))).toEqual({
          namespace,
          reference,
        })
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  it('splits an eip155 network id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
  })

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
  ])('parses %s from a non-eip155 namespace', (text, namespace, reference) => {
    expect(parseCaipNetworkId(text)).toEqual({ namespace, reference })
  })

  it.each([
    ['', 'an empty string'],
    ['eip155', 'one part'],
    ['eip155:', 'an empty reference'],
    [':1', 'an empty namespace'],
    ['eip155:1:0xab', 'three parts'],
    ['cosmos:cosmoshub-4', 'an unknown namespace'],
    ['EIP155:1', 'a namespace in the wrong case'],
  ])('throws InvalidCaipNetworkIdError for %j (%s)', (text) => {
    expect(() => parseCaipNetworkId(text)).toThrow(InvalidCaipNetworkIdError)
  })

  it('throws InvalidCaipNetworkIdError when a JavaScript caller passes a non-string', () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow(InvalidCaipNetworkIdError)
  })

  it('renders the error message and names the rejected text in its details', () => {
    try {
      parseCaipNetworkId('cosmos:1')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
      expect((error as InvalidCaipNetworkIdError).message).toMatchInlineSnapshot(`"Invalid CAIP Network ID"`)
      expect((error as InvalidCaipNetworkIdError).details).toMatchInlineSnapshot(
        `"Expected "namespace:reference", got "cosmos:1""`,
      )
    }
  })
})

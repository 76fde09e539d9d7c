import type { Namespace } from '../config/constants.js'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.js'
import { isNamespace } from './isNamespace.js'
import type { CaipNetworkIdString } from './parseCaipNetworkId.js'

/** A CAIP-10 account address whose namespace the kit knows, such as `eip155:1:0xab…`. */
export type CaipAddress = `${Namespace}:${string}:${string}`

export type ParseCaipAddressReturnType = {
  namespace: Namespace
  reference: string
  address: string
  /** The CAIP-2 network the address lives on: `namespace:reference`. */
  caipNetworkId: CaipNetworkIdString
}

/**
 * Splits a CAIP-10 address: exactly 3 non-empty colon parts and a known namespace (spec 5),
 * else throws `InvalidCaipAddressError` ("Invalid CAIP Address").
 * @example parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P…') // { namespace: 'solana', ... }
 */
export function parseCaipAddress(text: string): ParseCaipAddressReturnType {
  const parts = typeof text === 'string' ? text.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !isNamespace(namespace) || !reference || !address) {
    throw new InvalidCaipAddressError({
      details: `Expected "namespace:reference:address", got ${JSON.stringify(text)}`,
    })
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

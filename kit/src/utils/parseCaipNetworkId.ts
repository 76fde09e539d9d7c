import type { Namespace } from '../config/constants.js'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.js'
import { isNamespace } from './isNamespace.js'

/** A CAIP-2 network id whose namespace the kit knows, such as `eip155:1`. */
export type CaipNetworkIdString = `${Namespace}:${string}`

export type ParseCaipNetworkIdReturnType = {
  namespace: Namespace
  reference: string
}

/**
 * Splits a CAIP-2 network id into namespace and reference: exactly 2 non-empty colon parts and a known
 * namespace (spec 5), else throws `InvalidCaipNetworkIdError`.
 * @example parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1' }
 */
export function parseCaipNetworkId(text: string): ParseCaipNetworkIdReturnType {
  const parts = typeof text === 'string' ? text.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !isNamespace(namespace) || !reference) {
    throw new InvalidCaipNetworkIdError({
      details: `Expected "namespace:reference", got ${JSON.stringify(text)}`,
    })
  }
  return { namespace, reference }
}

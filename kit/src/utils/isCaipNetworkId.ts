import { z } from 'zod'
import { type CaipNetworkIdString, parseCaipNetworkId } from './parseCaipNetworkId.js'

/**
 * Whether a value is a CAIP-2 network id with a known namespace (the rule of `parseCaipNetworkId`).
 * @example isCaipNetworkId('bip122:000000000019d6689c085ae165831e93') // true
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkIdString {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

/**
 * A zod schema for a CAIP-2 network id with a known namespace, for parsing payloads at the edge.
 * @example caipNetworkIdSchema.parse('eip155:1')
 */
export const caipNetworkIdSchema = z.custom<CaipNetworkIdString>(isCaipNetworkId, 'Invalid CAIP Network ID')

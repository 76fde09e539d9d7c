import { z } from 'zod'
import { type CaipAddress, parseCaipAddress } from './parseCaipAddress.js'

/**
 * Whether a value is a CAIP-10 address with a known namespace (the rule of `parseCaipAddress`).
 * @example isCaipAddress('eip155:1:0xab…') // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

/**
 * A zod schema for a CAIP-10 address with a known namespace, for parsing payloads at the edge.
 * @example caipAddressSchema.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P…')
 */
export const caipAddressSchema = z.custom<CaipAddress>(isCaipAddress, 'Invalid CAIP Address')

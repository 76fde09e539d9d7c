import type { Namespace } from '../config/constants.js'
import { type CaipNetworkIdString, parseCaipNetworkId } from './parseCaipNetworkId.js'

export type FormatCaipNetworkIdParameters = {
  namespace: Namespace
  /** The chain reference; eip155 chain ids may be given as numbers. */
  reference: string | number
}

/**
 * Joins a namespace and a reference into a CAIP-2 network id; throws `InvalidCaipNetworkIdError` when the
 * result would not parse back (unknown namespace, empty reference, a colon in the reference).
 * @example formatCaipNetworkId({ namespace: 'eip155', reference: 1 }) // 'eip155:1'
 */
export function formatCaipNetworkId({
  namespace,
  reference,
}: FormatCaipNetworkIdParameters): CaipNetworkIdString {
  const text = `${namespace}:${reference}`
  parseCaipNetworkId(text)
  return text as CaipNetworkIdString
}

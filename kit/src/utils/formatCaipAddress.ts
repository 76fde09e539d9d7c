import { type CaipAddress, parseCaipAddress } from './parseCaipAddress.js'

export type FormatCaipAddressParameters = {
  /** A CAIP-2 network id such as `eip155:1`. */
  caipNetworkId: string
  address: string
}

/**
 * Joins a network id and an address into a CAIP-10 address; throws `InvalidCaipAddressError` when the
 * result would not parse back (bad network id, empty address, a colon in the address).
 * @example formatCaipAddress({ caipNetworkId: 'eip155:1', address: '0xab…' }) // 'eip155:1:0xab…'
 */
export function formatCaipAddress({ caipNetworkId, address }: FormatCaipAddressParameters): CaipAddress {
  const text = `${caipNetworkId}:${address}`
  parseCaipAddress(text)
  return text as CaipAddress
}

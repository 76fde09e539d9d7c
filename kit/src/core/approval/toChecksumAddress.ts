import { getAddress, isAddress } from 'viem'

/**
 * The EIP-55 checksummed form of an address, or undefined when `value` is not a 20-byte hex address.
 * @example toChecksumAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48') // '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
 */
export function toChecksumAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) return undefined
  return getAddress(value)
}

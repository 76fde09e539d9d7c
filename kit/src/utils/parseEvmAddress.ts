import { getAddress, isAddress } from 'viem'

/**
 * The checksummed form of an EVM address (40 hex digits, optional `0x`, spec 5), checked with viem's strict rule:
 * a mixed-case address must carry a valid EIP-55 checksum; an all-lowercase one is accepted. Undefined otherwise.
 * @example parseEvmAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8') // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function parseEvmAddress(value: string): `0x${string}` | undefined {
  const text = value.trim()
  const prefixed = /^0x/i.test(text) ? `0x${text.slice(2)}` : `0x${text}`
  return isAddress(prefixed, { strict: true }) ? getAddress(prefixed) : undefined
}

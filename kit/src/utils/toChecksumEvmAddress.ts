import { keccak256 } from './keccak256.js'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * An EVM address in its EIP-55 checksummed form, whatever case it came in (spec 5); any other text (a Solana
 * address, a name) is returned unchanged. A hex letter is upper case where the keccak-256 of the lower-case address
 * has a nibble of 8 or more. The kit's own small keccak, not viem's `getAddress` and its hashing.
 * @example toChecksumEvmAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8') // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function toChecksumEvmAddress(address: string): string {
  if (!EVM_ADDRESS.test(address)) return address
  const lower = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  let checksummed = '0x'
  for (let index = 0; index < lower.length; index++) {
    const nibble = ((hash[index >> 1] ?? 0) >> (index % 2 === 0 ? 4 : 0)) & 0xf
    const character = lower[index] ?? ''
    checksummed += nibble >= 8 ? character.toUpperCase() : character
  }
  return checksummed
}

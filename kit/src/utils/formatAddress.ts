import { keccak256 } from './keccak256.js'

export type FormatAddressOptions = {
  /** The whole address, for where the visitor must verify it (Receive, Send preview, approval); false by default. */
  full?: boolean
}

/**
 * How the kit shows every address (spec 5): an EVM address in its EIP-55 checksummed form, whatever case it came in;
 * shortened to its first 4 and last 6 characters with '…' between, or whole with `full`. Other addresses (Solana)
 * keep their case; text that would not get shorter (a name) is returned unchanged.
 * @example formatAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf3…b92266'
 * @example formatAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', { full: true }) // '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export function formatAddress(address: string, { full = false }: FormatAddressOptions = {}): string {
  const text = address.trim()
  const shown = EVM_ADDRESS.test(text) ? toChecksum(text) : text
  if (full) return shown
  // Code points, so an emoji in a name is never cut in half.
  const characters = Array.from(shown)
  if (characters.length <= LEADING + TRAILING + 1) return shown
  return `${characters.slice(0, LEADING).join('')}…${characters.slice(-TRAILING).join('')}`
}

const LEADING = 4
const TRAILING = 6
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * EIP-55: a hex letter is upper case where the keccak-256 of the lower-case address has a nibble of 8 or more.
 * The account button shows addresses at start-up, so this does not take viem's `getAddress` (and its hashing).
 */
function toChecksum(address: string): string {
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

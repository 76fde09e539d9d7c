import { toChecksumEvmAddress } from './toChecksumEvmAddress.js'
import { truncateAddress } from './truncateAddress.js'

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
  const shown = toChecksumEvmAddress(address.trim())
  return full ? shown : truncateAddress(shown)
}

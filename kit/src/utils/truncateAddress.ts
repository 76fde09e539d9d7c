/**
 * Keeps the first 4 and last 6 characters of an address with '…' between (spec 5), its case as given; text that
 * would not get shorter is returned unchanged. The account button's shortening: the kit keeps addresses
 * checksummed from where they enter, so it needs no hashing at start-up (`formatAddress` checksums too).
 * @example truncateAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x70…dc79C8'
 */
export function truncateAddress(address: string): string {
  // Code points, so an emoji in a name is never cut in half.
  const characters = Array.from(address)
  if (characters.length <= LEADING + TRAILING + 1) return address
  return `${characters.slice(0, LEADING).join('')}…${characters.slice(-TRAILING).join('')}`
}

const LEADING = 4
const TRAILING = 6

export type TruncateAddressOptions = {
  /** Characters kept at the start; 4 by default (spec 5). */
  start?: number
  /** Characters kept at the end; 6 by default (spec 5). */
  end?: number
}

/**
 * Keeps the first 4 and last 6 characters of an address with '…' between (spec 5); text that would not get
 * shorter is returned unchanged.
 * @example truncateAddress('0x52908400098527886E0F7030069857D2E4169EE7') // '0x52…169EE7'
 */
export function truncateAddress(
  address: string,
  { start = 4, end = 6 }: TruncateAddressOptions = {},
): string {
  // Code points, so an emoji in a name is never cut in half.
  const characters = Array.from(address)
  const head = Math.max(0, Math.floor(start))
  const tail = Math.max(0, Math.floor(end))
  if (characters.length <= head + tail + 1) return address
  return `${characters.slice(0, head).join('')}…${characters.slice(characters.length - tail).join('')}`
}

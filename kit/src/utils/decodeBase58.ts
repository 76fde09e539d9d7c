import { BASE58_ALPHABET } from './base58Alphabet.js'

/**
 * Decodes base58 text to bytes, or returns undefined when the text is empty or has a character base58 leaves out
 * (0, O, I, l, anything not alphanumeric).
 * @example decodeBase58('11111111111111111111111111111111') // Uint8Array(32) of zeros
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Bytes, least significant first, built by long multiplication over the digits.
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    let carry = BASE58_ALPHABET.indexOf(text[index] as string)
    if (carry < 0) return undefined
    for (let position = 0; position < bytes.length; position++) {
      carry += (bytes[position] as number) * 58
      bytes[position] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

import { BASE58_ALPHABET } from './base58Alphabet.js'

/**
 * Encodes bytes as base58 text (a Solana address or signature); each leading zero byte becomes a leading "1".
 * @example encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Base-58 digits, least significant first, built by long multiplication over the bytes.
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index] as number
    for (let position = 0; position < digits.length; position++) {
      carry += (digits[position] as number) << 8
      digits[position] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => BASE58_ALPHABET[digit])
      .join('')
  )
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bytes in Bitcoin's base58, as Solana writes keys, signatures and WalletConnect's messages (leading zero bytes
 * become '1's).
 * @example encodeBase58(new TextEncoder().encode('Hello')) // '9Ajdvzr'
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] ?? 0) << 8
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return (
    zeros +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

import { encodeBase58 } from '../../utils/encodeBase58.js'
import type { SolanaTransactionEncoding } from './decodeSolanaTransaction.js'

/**
 * Encodes a signed transaction the way the host sent it (base64 or base58).
 * @example encodeSolanaTransaction(signed, 'base64') // 'AQAAAA…'
 */
export function encodeSolanaTransaction(bytes: Uint8Array, encoding: SolanaTransactionEncoding): string {
  if (encoding === 'base58') return encodeBase58(bytes)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import { readSolanaTransactionHeader } from './readSolanaTransactionHeader.js'

/** How a host sent a transaction: WalletConnect's Solana methods use base64 now, base58 before. */
export type SolanaTransactionEncoding = 'base64' | 'base58'

export type DecodedSolanaTransaction = { bytes: Uint8Array; encoding: SolanaTransactionEncoding }

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function decodeBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/**
 * Decodes a serialized transaction sent as base64 or base58 text. Some text is valid in both alphabets, so the
 * encoding is the one whose bytes are laid out as a Solana transaction; base64 is tried first. Anything else is
 * refused with `InvalidRpcRequestError` before it reaches the wallet.
 * @example decodeSolanaTransaction('AQAAAA…') // { bytes: Uint8Array(…), encoding: 'base64' }
 */
export function decodeSolanaTransaction(text: string): DecodedSolanaTransaction {
  const base64 = decodeBase64(text)
  if (base64 && readSolanaTransactionHeader(base64)) return { bytes: base64, encoding: 'base64' }
  const base58 = decodeBase58(text)
  if (base58 && readSolanaTransactionHeader(base58)) return { bytes: base58, encoding: 'base58' }
  throw new InvalidRpcRequestError({
    details: 'transaction must be a serialized Solana transaction in base64 or base58',
  })
}

/** Where a serialized Solana transaction's signatures are: their count and the offset of the first. */
export type SolanaTransactionHeader = { signatureCount: number; firstSignatureOffset: number }

const SIGNATURE_LENGTH = 64

/** Solana's compact-u16 length prefix: up to 3 bytes, 7 bits each, least significant first. */
function readCompactU16(bytes: Uint8Array): { value: number; size: number } | undefined {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[size]
    if (byte === undefined) return undefined
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  return undefined
}

/**
 * Reads the wire layout of a serialized transaction (legacy or versioned): a compact-u16 signature count, the
 * 64-byte signatures, then a message whose header repeats the count of required signatures. Undefined when the bytes
 * are not laid out so, which tells a base64 transaction from a base58 one.
 * @example readSolanaTransactionHeader(bytes)?.signatureCount // 1
 */
export function readSolanaTransactionHeader(bytes: Uint8Array): SolanaTransactionHeader | undefined {
  const count = readCompactU16(bytes)
  if (!count || count.value < 1) return undefined
  const messageOffset = count.size + count.value * SIGNATURE_LENGTH
  const first = bytes[messageOffset]
  if (first === undefined) return undefined
  // A versioned message starts with 0x80 | version; a legacy one directly with its header.
  const headerOffset = first & 0x80 ? messageOffset + 1 : messageOffset
  if (bytes.length < headerOffset + 4 || bytes[headerOffset] !== count.value) return undefined
  return { signatureCount: count.value, firstSignatureOffset: count.size }
}

/**
 * The first signature of a serialized transaction (the fee payer's, which names the transaction), or undefined.
 * @example readFirstSignature(signedBytes) // Uint8Array(64)
 */
export function readFirstSignature(bytes: Uint8Array): Uint8Array | undefined {
  const header = readSolanaTransactionHeader(bytes)
  if (!header) return undefined
  return bytes.slice(header.firstSignatureOffset, header.firstSignatureOffset + SIGNATURE_LENGTH)
}

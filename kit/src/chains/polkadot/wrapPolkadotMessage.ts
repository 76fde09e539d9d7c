const PREFIX = '<Bytes>'
const POSTFIX = '</Bytes>'

const toHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

const hexToBytes = (hex: string) => {
  const digits = hex.slice(2)
  const bytes = new Uint8Array(digits.length / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

/**
 * A message as `signRaw` data: its bytes (0x-hex is taken as bytes, anything else as UTF-8 text) wrapped in
 * `<Bytes>…</Bytes>`, as polkadot.js's `u8aWrapBytes` does, so a signed message can never be a valid transaction.
 * Bytes already wrapped are left as they are (polkadot.js extensions do not wrap twice either). A verifier checks the
 * signature against the wrapped bytes.
 * @example wrapPolkadotMessage('hi') // '0x3c42797465733e68693c2f42797465733e'
 */
export function wrapPolkadotMessage(message: string): string {
  const isHex = /^0x([0-9a-f]{2})*$/i.test(message)
  const bytes = isHex ? hexToBytes(message) : new TextEncoder().encode(message)
  const text = new TextDecoder().decode(bytes)
  if (text.startsWith(PREFIX) && text.endsWith(POSTFIX)) return toHex(bytes)
  const encoder = new TextEncoder()
  return toHex(new Uint8Array([...encoder.encode(PREFIX), ...bytes, ...encoder.encode(POSTFIX)]))
}

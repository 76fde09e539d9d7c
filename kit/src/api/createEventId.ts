/**
 * A random v4 UUID for an analytics event. Uses crypto.randomUUID, which browsers only offer on secure origins;
 * elsewhere (a host app served over plain http on a LAN address) builds one from crypto.getRandomValues.
 * @example
 * createEventId() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function createEventId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  // RFC 9562: byte 6 carries the version (4), byte 8 the variant (10xx)
  const version = (byte: number, index: number) =>
    index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  const hex = Array.from(bytes, (byte, index) => version(byte, index).toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

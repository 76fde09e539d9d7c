/**
 * Reads a JSON-RPC quantity or a typed-data integer exactly: a 0x hex string, a decimal digit string, a safe
 * integer or a bigint. Anything else (`'1.5'`, `'abc'`, `1.5`) gives `null`, never a thrown SyntaxError.
 * @example parseQuantity('0x0de0b6b3a7640000') // 1000000000000000000n
 */
export function parseQuantity(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value >= 0n ? value : null
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null
  if (typeof value !== 'string') return null
  if (/^0x[0-9a-f]+$/i.test(value) || /^[0-9]+$/.test(value)) return BigInt(value)
  return null
}

import type { TypedDataField } from './RequestDescription.js'
import { toChecksumAddress } from './toChecksumAddress.js'

const MAX_DEPTH = 8
const MAX_FIELDS = 200

/**
 * Every leaf of a typed-data message as `path: value` (`details.token`, `details[1].amount`), addresses
 * checksummed, numbers exact as signed; deep or huge messages are cut with a last "…" field.
 * @example flattenTypedDataFields({ a: { b: 1 } }) // [{ name: 'a.b', value: '1' }]
 */
export function flattenTypedDataFields(value: unknown): TypedDataField[] {
  const fields: TypedDataField[] = []
  visit(value, '', 0, fields)
  return fields.length > MAX_FIELDS
    ? [...fields.slice(0, MAX_FIELDS), { name: '…', value: 'more fields not shown' }]
    : fields
}

function visit(value: unknown, path: string, depth: number, fields: TypedDataField[]): void {
  if (fields.length > MAX_FIELDS) return
  if (depth > MAX_DEPTH) {
    fields.push({ name: path, value: '…' })
    return
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`, depth + 1, fields)
    return
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      visit(item, path ? `${path}.${key}` : key, depth + 1, fields)
    return
  }
  fields.push({ name: path, value: toChecksumAddress(value) ?? String(value) })
}

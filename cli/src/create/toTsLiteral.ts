const identifier = /^[A-Za-z_$][\w$]*$/

/**
 * Writes a JSON-like value as a TypeScript literal in the repository's style: single quotes, bare keys, two-space
 * indents, short arrays and objects on one line.
 * @example toTsLiteral({ a: ['x'] }) // "{ a: ['x'] }"
 */
export function toTsLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const items = value.map((item) => toTsLiteral(item, `${indent}  `))
    return fits(indent, `[${items.join(', ')}]`)
      ? `[${items.join(', ')}]`
      : `[\n${items.map((item) => `${indent}  ${item},`).join('\n')}\n${indent}]`
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
    if (entries.length === 0) return '{}'
    const parts = entries.map(
      ([key, item]) => `${identifier.test(key) ? key : quote(key)}: ${toTsLiteral(item, `${indent}  `)}`,
    )
    const inline = `{ ${parts.join(', ')} }`
    return fits(indent, inline) && !inline.includes('\n')
      ? inline
      : `{\n${parts.map((part) => `${indent}  ${part},`).join('\n')}\n${indent}}`
  }
  return 'undefined'
}

const fits = (indent: string, text: string) => !text.includes('\n') && indent.length + text.length <= 96

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`
}

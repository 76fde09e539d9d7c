/**
 * Whether a version satisfies an npm range of the forms package.json files here use: `*`, `1.2.3`, `^1.2.3`,
 * `~1.2.3`, `>=1.2`, `<2`, ranges joined by spaces (all) or `||` (any). Pre-release tags are ignored.
 * @example satisfiesRange('19.3.1', '>=18.2') // true
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parse(version)
  if (!have) return false
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => matches(have, comparator)),
  )
}

type Version = [number, number, number]

function parse(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(text.trim())
  if (!match) return undefined
  const part = (value: string | undefined) => (value === undefined || /[x*]/.test(value) ? 0 : Number(value))
  return [Number(match[1]), part(match[2]), part(match[3])]
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return (a[index] ?? 0) - (b[index] ?? 0)
  return 0
}

function matches(have: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x' || comparator === 'latest') return true
  const match = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator)
  const want = match?.[2] ? parse(match[2]) : undefined
  if (!match || !want) return false
  const order = compare(have, want)
  switch (match[1]) {
    case '^':
      if (order < 0) return false
      if (want[0] > 0) return have[0] === want[0]
      if (want[1] > 0) return have[0] === 0 && have[1] === want[1]
      return have[0] === 0 && have[1] === 0 && have[2] === want[2]
    case '~':
      return order >= 0 && have[0] === want[0] && have[1] === want[1]
    case '>=':
      return order >= 0
    case '>':
      return order > 0
    case '<=':
      return order <= 0
    case '<':
      return order < 0
    default:
      return order === 0
  }
}

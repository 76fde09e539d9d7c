import * as v from 'valibot'
import { InvalidOptionsError } from '../errors/InvalidOptionsError.js'
import {
  type ResolvedWalletKitOptions,
  type WalletKitOptions,
  walletKitOptionsSchema,
} from './walletKitOptionsSchema.js'

/**
 * Every issue, with "Invalid input" where a check has no message of its own (zod's wording, which the error texts
 * keep). The language is one nobody registers messages for, so valibot's page-wide settings (a host's
 * `setGlobalConfig`, `@valibot/i18n`) change neither the messages nor how many issues are reported.
 */
const PARSE_CONFIG = { lang: 'walletkit', message: 'Invalid input', abortEarly: false, abortPipeEarly: false }

/**
 * Validates host options and fills in every default. Throws one `InvalidOptionsError` naming the first bad option.
 * @example parseWalletKitOptions({ projectId: 'abc' }).features.swaps // true
 */
export function parseWalletKitOptions(options: WalletKitOptions = {}): ResolvedWalletKitOptions {
  const result = v.safeParse(walletKitOptionsSchema, options, PARSE_CONFIG)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => explain(closestIssue({ issue, path: issue.path ?? [] })))
  const [first] = problems
  throw new InvalidOptionsError({
    option: first?.option ?? '(options)',
    expected: first?.expected ?? 'a valid value',
    details: problems.map((problem) => `${problem.option}: ${problem.expected}`).join('\n'),
  })
}

type Issue = v.BaseIssue<unknown>
/** An issue with its full path, from the options down (a union's inner issues have paths from the union). */
type Located = { issue: Issue; path: readonly v.IssuePathItem[] }
/** A schema, seen through the parts the options schema is made of (optional, array, record, object). */
type SchemaNode = v.GenericSchema & {
  wrapped?: SchemaNode
  item?: SchemaNode
  value?: SchemaNode
  entries?: Record<string, SchemaNode>
}

const pathOf = (path: readonly v.IssuePathItem[]) =>
  path.length ? path.map((item) => String(item.key)).join('.') : '(options)'

/** For a union (e.g. socials: false or a list), report the branch that got furthest, with its full path. */
function closestIssue(located: Located): Located {
  const { issue, path } = located
  if (issue.type !== 'union' || !issue.issues) return located
  const candidates = issue.issues.map((inner) =>
    closestIssue({ issue: inner, path: [...path, ...(inner.path ?? [])] }),
  )
  return candidates.sort((a, b) => b.path.length - a.path.length)[0] ?? located
}

/** The option an issue is about and what was expected there, in the words zod's issues had. */
function explain({ issue, path }: Located): { option: string; expected: string } {
  const last = path.at(-1)
  const aboutKey = (issue.type === 'object' || issue.type === 'strict_object') && last?.origin === 'key'
  if (!aboutKey || last.type !== 'object') return { option: pathOf(path), expected: describeIssue(issue) }
  const entries = schemaAt(path.slice(0, -1))?.entries
  // An unknown key: valibot reports the first; name every one, on the object that has them.
  if (issue.expected === 'never') {
    const unknown = entries
      ? Object.keys(last.input).filter((key) => !Object.hasOwn(entries, key))
      : [last.key]
    return {
      option: pathOf(path.slice(0, -1)),
      expected: `unknown option ${unknown.map((k) => `"${k}"`).join(', ')}`,
    }
  }
  // A missing key: say what its schema expects, as zod did by parsing undefined there.
  const entry = entries?.[last.key]
  const missing = entry && v.safeParse(entry, undefined, PARSE_CONFIG).issues?.[0]
  const inner = missing && closestIssue({ issue: missing, path: [] }).issue
  return { option: pathOf(path), expected: inner ? describeIssue(inner) : 'a value' }
}

/** The schema at a path of the options, through optional, array, record and object; undefined inside a union. */
function schemaAt(path: readonly v.IssuePathItem[]): SchemaNode | undefined {
  const unwrap = (node: SchemaNode | undefined): SchemaNode | undefined =>
    node?.wrapped ? unwrap(node.wrapped) : node
  let node = unwrap(walletKitOptionsSchema as unknown as SchemaNode)
  for (const item of path)
    node = unwrap(item.type === 'array' ? node?.item : (node?.entries?.[String(item.key)] ?? node?.value))
  return node
}

function describeIssue(issue: Issue): string {
  if (issue.kind !== 'schema' || issue.type === 'custom') return issue.message
  // valibot's expected of a picklist or literal reads `("light" | "dark")` or `false`.
  if (issue.type === 'picklist' || issue.type === 'literal')
    return `one of ${(issue.expected ?? '')
      .replace(/^\((.*)\)$/, '$1')
      .split(' | ')
      .join(', ')}`
  return `expected ${issue.type.replace(/^strict_/, '')}`
}

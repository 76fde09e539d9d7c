import type { z } from 'zod'
import { InvalidOptionsError } from '../errors/InvalidOptionsError.js'
import {
  type ResolvedWalletKitOptions,
  type WalletKitOptions,
  walletKitOptionsSchema,
} from './walletKitOptionsSchema.js'

/**
 * Validates host options and fills in every default. Throws one `InvalidOptionsError` naming the first bad option.
 * @example parseWalletKitOptions({ projectId: 'abc' }).features.swaps // true
 */
export function parseWalletKitOptions(options: WalletKitOptions = {}): ResolvedWalletKitOptions {
  const result = walletKitOptionsSchema.safeParse(options)
  if (result.success) return result.data
  const issues = result.error.issues.map(closestIssue)
  const issue = issues[0]
  throw new InvalidOptionsError({
    option: pathOf(issue),
    expected: describeIssue(issue),
    details: issues.map((i) => `${pathOf(i)}: ${describeIssue(i)}`).join('\n'),
  })
}

type Issue = z.core.$ZodIssue

const pathOf = (issue: Issue | undefined) => (issue?.path.length ? issue.path.join('.') : '(options)')

/** For a union (e.g. socials: false or a list), report the branch that got furthest, with its full path. */
function closestIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue
  const candidates = issue.errors
    .flat()
    .map((inner) => ({ ...closestIssue(inner), path: [...issue.path, ...inner.path] }))
  return candidates.sort((a, b) => b.path.length - a.path.length)[0] ?? issue
}

function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'a valid value'
  if (issue.code === 'unrecognized_keys')
    return `unknown option ${issue.keys.map((k) => `"${k}"`).join(', ')}`
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`
  return issue.message
}

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
  const issue = result.error.issues[0]
  const option = issue?.path.length ? issue.path.join('.') : '(options)'
  throw new InvalidOptionsError({
    option,
    expected: describeIssue(issue),
    details: result.error.issues.map((i) => `${i.path.join('.') || '(options)'}: ${describeIssue(i)}`).join('\n'),
  })
}

type Issue = NonNullable<ReturnType<typeof walletKitOptionsSchema.safeParse>['error']>['issues'][number]

function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'a valid value'
  if (issue.code === 'unrecognized_keys') return `unknown option ${issue.keys.map((k) => `"${k}"`).join(', ')}`
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`
  return issue.message
}

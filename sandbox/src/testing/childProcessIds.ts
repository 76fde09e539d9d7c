import { execFileSync } from 'node:child_process'

/**
 * The ids of the processes below `parentPid` (children, grandchildren, …), optionally only those whose executable
 * is named `name`. Linux and macOS (pgrep); for tests that check nothing is left running.
 * @example expect(childProcessIds(process.pid, 'anvil')).toEqual([])
 */
export function childProcessIds(parentPid: number, name?: string): number[] {
  const children = pgrep(['-P', String(parentPid)])
  const descendants = children.flatMap((pid) => [pid, ...childProcessIds(pid)])
  if (name === undefined) return descendants
  const named = new Set(pgrep(['-x', name]))
  return descendants.filter((pid) => named.has(pid))
}

function pgrep(args: string[]): number[] {
  try {
    return execFileSync('pgrep', args, { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number)
  } catch {
    return [] // pgrep exits 1 when nothing matches
  }
}

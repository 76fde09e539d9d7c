import { mkdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { HarnessError } from './HarnessError.js'

/** A lock older than this is a run that died holding it. */
const STALE_AFTER_MS = 15 * 60_000
const POLL_MS = 250

/**
 * Runs `work` while holding a lock on `dir` (a `.lock` folder made in it, which only one process can make), so e2e
 * files in parallel workers that share the run's packed packages and scaffolded apps make them once: the first packs,
 * the others wait and then find the tarballs. Waits up to `timeoutMs`; a lock left by a dead run is taken over.
 * @example const packed = withFolderLock(dir, () => packWorkspaces({ dir }))
 */
export function withFolderLock<Result>(dir: string, work: () => Result, timeoutMs = 10 * 60_000): Result {
  mkdirSync(dir, { recursive: true })
  const lock = join(dir, '.lock')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (Date.now() - lockAge(lock) > STALE_AFTER_MS) rmSync(lock, { recursive: true, force: true })
      else if (Date.now() > deadline) throw new HarnessError(`Waited ${timeoutMs} ms for the lock on ${dir}`)
      else sleep(POLL_MS)
    }
  }
  try {
    return work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** When the lock folder was made (now, if it has just gone). */
function lockAge(lock: string): number {
  try {
    return statSync(lock).mtimeMs
  } catch {
    return Date.now()
  }
}

/** Blocks this worker for `ms`: the work the lock guards is synchronous (npm pack, npx create-walletkit). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

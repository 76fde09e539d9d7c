import { mkdtempSync, statfsSync } from 'node:fs'
import { join } from 'node:path'

/** How much room the memory file system must have free for a test run's files (apps installed, browser profiles). */
export const MIN_FREE_BYTES = 4 * 1024 ** 3

/**
 * A fresh folder for a test run's temporary files on the memory file system (`/dev/shm` on Linux), or undefined where
 * there is none or it has less than `minFreeBytes` free (a container's 64 MB). The e2e apps write and remove hundreds of
 * megabytes there (npm installs, builds, Chromium profiles): on this machine's disk a package install spent twice the
 * system time it does in memory (create-walletkit's: 25 s against 12), the packed-packages file took 198 s instead of
 * 145. `npm test` points TMPDIR at it and removes it afterwards.
 * @example const dir = createMemoryTmpdir(); if (dir) env.TMPDIR = dir
 */
export function createMemoryTmpdir({
  root = '/dev/shm',
  minFreeBytes = MIN_FREE_BYTES,
  statfs = statfsSync,
} = {}) {
  let free
  try {
    const stats = statfs(root)
    free = stats.bavail * stats.bsize
  } catch {
    return undefined
  }
  if (free < minFreeBytes) return undefined
  return mkdtempSync(join(root, 'walletkit-test-'))
}

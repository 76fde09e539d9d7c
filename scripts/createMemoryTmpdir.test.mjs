import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryTmpdir, MIN_FREE_BYTES } from './createMemoryTmpdir.mjs'

describe('createMemoryTmpdir', () => {
  const made = []
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const root = () => {
    const dir = mkdtempSync(join(tmpdir(), 'memory-root-'))
    made.push(dir)
    return dir
  }

  it('makes a fresh folder inside the memory file system when it has room', () => {
    const memory = root()
    const statfs = () => ({ bavail: MIN_FREE_BYTES / 4096, bsize: 4096 })
    const first = createMemoryTmpdir({ root: memory, statfs })
    const second = createMemoryTmpdir({ root: memory, statfs })
    expect(first?.startsWith(join(memory, 'walletkit-test-'))).toBe(true)
    expect(statSync(first ?? '').isDirectory()).toBe(true)
    expect(second).not.toBe(first)
  })

  it('gives none where it has less room than a run needs, as a container’s 64 MB /dev/shm', () => {
    const memory = root()
    expect(
      createMemoryTmpdir({ root: memory, statfs: () => ({ bavail: 16_384, bsize: 4096 }) }),
    ).toBeUndefined()
  })

  it('gives none where there is no such file system', () => {
    const missing = join(root(), 'no-shm')
    expect(createMemoryTmpdir({ root: missing })).toBeUndefined()
    expect(existsSync(missing)).toBe(false)
  })
})

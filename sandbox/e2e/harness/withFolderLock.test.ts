import { fork } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withFolderLock } from './withFolderLock.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('withFolderLock', () => {
  it('lets one process at a time do the work: two processes append in turn, never interleaved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'walletkit-lock-'))
    dirs.push(dir)
    const log = join(dir, 'log')
    writeFileSync(log, '')
    const script = join(dir, 'worker.mjs')
    const lockModule = new URL('./withFolderLock.ts', import.meta.url).pathname
    writeFileSync(
      script,
      `const { withFolderLock } = await import(${JSON.stringify(lockModule)})
       const { appendFileSync } = await import('node:fs')
       const wait = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
       withFolderLock(${JSON.stringify(dir)}, () => { appendFileSync(${JSON.stringify(log)}, 'in '); wait(300); appendFileSync(${JSON.stringify(log)}, 'out ') })`,
    )
    const run = () =>
      new Promise<number | null>((resolve) =>
        fork(script, { execArgv: ['--import', 'tsx'] }).on('exit', (code) => resolve(code)),
      )
    expect(await Promise.all([run(), run()])).toEqual([0, 0])
    expect(readFileSync(log, 'utf8')).toBe('in out in out ')
  }, 30_000)

  it('says when it waited in vain for a held lock, and frees the lock once the work ends', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walletkit-lock-'))
    dirs.push(dir)
    withFolderLock(dir, () => {
      expect(() => withFolderLock(dir, () => 'never', 600)).toThrow(/Waited 600 ms for the lock/)
    })
    expect(withFolderLock(dir, () => 'free again')).toBe('free again')
  })
})

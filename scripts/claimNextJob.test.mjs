import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { claimNextJob } from './claimNextJob.mjs'

const folders = []
const queueDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'walletkit-queue-test-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('claimNextJob', () => {
  it('hands out the jobs in order, then none', () => {
    const dir = queueDir()
    expect([claimNextJob(dir, 3), claimNextJob(dir, 3), claimNextJob(dir, 3), claimNextJob(dir, 3)]).toEqual([
      0,
      1,
      2,
      undefined,
    ])
  })

  it('gives each job to exactly one of several processes claiming at once', async () => {
    const dir = queueDir()
    const claimer = `
      import { claimNextJob } from ${JSON.stringify(new URL('./claimNextJob.mjs', import.meta.url).href)}
      const claimed = []
      for (let job = claimNextJob(${JSON.stringify(dir)}, 200); job !== undefined; job = claimNextJob(${JSON.stringify(dir)}, 200)) claimed.push(job)
      console.log(JSON.stringify(claimed))
    `
    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        promisify(execFile)(process.execPath, ['--input-type=module', '-e', claimer]),
      ),
    )
    const claimed = runs.flatMap((run) => JSON.parse(run.stdout))
    expect(claimed.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index))
  })

  it('fails loudly when the queue folder is gone, instead of reporting the queue empty', () => {
    expect(() => claimNextJob(join(tmpdir(), 'walletkit-no-such-queue', 'x'), 1)).toThrow(/ENOENT/)
  })
})

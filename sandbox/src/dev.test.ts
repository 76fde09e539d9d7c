import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { isPortListening } from '@walletkit/fixtures/node'
import { afterEach, describe, expect, it } from 'vitest'
import { childProcessIds } from './testing/childProcessIds.js'
import { isProcessAlive } from './testing/isProcessAlive.js'

const sandboxDir = fileURLToPath(new URL('..', import.meta.url))

/** Runs `node --import tsx src/dev.ts …` as `npm run dev` does, collecting what it prints. */
function runDev(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev.ts', ...args], { cwd: sandboxDir })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk) => {
    output.stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    output.stderr += chunk
  })
  return { child, output }
}

function waitForStdout(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk
      const match = seen.match(pattern)
      if (!match) return
      child.stdout.off('data', onData)
      resolve(match)
    }
    child.stdout.on('data', onData)
    child.once('exit', (code) =>
      reject(new Error(`dev exited with ${code} before printing ${pattern}:\n${seen}`)),
    )
  })
}

describe('npm run dev (src/dev.ts)', () => {
  const running: ChildProcessWithoutNullStreams[] = []
  afterEach(async () => {
    for (const child of running.splice(0))
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
  })

  it.each(['SIGINT', 'SIGTERM'] as const)(
    // How fast it starts is a benchmark figure (README), not a test: this machine is shared and noisy (9 s alone, over
    // 20 s while the sandbox project's other files share the two cores).
    'prints the playground URL and its chains, and on %s stops every anvil and exits 0',
    async (signal) => {
      const { child, output } = runDev([])
      running.push(child)
      const [, url = ''] = await waitForStdout(child, /Playground\s+(http:\/\/127\.0\.0\.1:\d+\/)\n/)
      expect(output.stdout).toMatch(/Ethereum \(local\)\s+chain 1\s+http:\/\/127\.0\.0\.1:\d+/)
      expect(output.stdout).toMatch(/Base \(local\)\s+chain 8453\s+http:\/\/127\.0\.0\.1:\d+/)

      const anvilPids = childProcessIds(child.pid ?? -1, 'anvil')
      expect(anvilPids).toHaveLength(2)
      expect((await fetch(new URL('/__sandbox/config.json', url))).status).toBe(200)

      child.kill(signal)
      const [exitCode] = await once(child, 'exit')
      expect(exitCode).toBe(0)
      expect(anvilPids.filter(isProcessAlive)).toEqual([])
      expect(await isPortListening(Number(new URL(url).port))).toBe(false)
    },
    60_000,
  )

  it('exits 1 naming the wrong flag, with the usage, and starts nothing', async () => {
    const { child, output } = runDev(['--chains', '1,base'])
    running.push(child)
    const [exitCode] = await once(child, 'exit')
    expect(exitCode).toBe(1)
    expect(output.stderr).toContain(
      'error: --chains must list distinct positive chain ids, like 1,8453, not "1,base"',
    )
    expect(output.stderr).toContain('Usage: npm run dev')
  }, 10_000)
})

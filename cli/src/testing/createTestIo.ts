import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { onTestFinished } from 'vitest'
import type { CliIo } from '../CliIo.js'

/** A CliIo whose streams a test reads and writes: `stdout()` and `stderr()` are everything printed so far. */
export type TestIo = CliIo & { stdin: PassThrough; out(): string; err(): string }

/**
 * Streams in memory and a fresh temporary working folder (removed when the test finishes), for running a command
 * in-process.
 * @example const io = createTestIo(); const code = await runCreateWalletkit(['--yes'], io)
 */
export function createTestIo({
  interactive = false,
  cwd,
}: {
  interactive?: boolean
  cwd?: string
} = {}): TestIo {
  let out = ''
  let err = ''
  const folder = cwd ?? mkdtempSync(join(tmpdir(), 'create-walletkit-test-'))
  if (!cwd) onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        append(chunk.toString())
        done()
      },
    })
  const stdout = sink((text) => {
    out += text
  }) as Writable & { columns?: number; rows?: number }
  stdout.columns = 100
  stdout.rows = 40
  return {
    stdin: new PassThrough(),
    stdout,
    stderr: sink((text) => {
      err += text
    }),
    cwd: folder,
    env: { npm_config_user_agent: undefined },
    interactive,
    out: () => out,
    err: () => err,
  }
}

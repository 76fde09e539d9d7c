import type { Readable, Writable } from 'node:stream'

/** Where a command reads and writes, injected so tests can drive it; the bin entries pass the process's own. */
export type CliIo = {
  stdin: Readable
  stdout: Writable
  stderr: Writable
  cwd: string
  env: Record<string, string | undefined>
  /** Whether questions may be asked (a terminal on both ends); without one, defaults apply. */
  interactive: boolean
  /** The operating system commands are run on; defaults to `process.platform`. */
  platform?: NodeJS.Platform | undefined
}

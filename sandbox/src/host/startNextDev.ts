import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SandboxError } from '../SandboxError.js'
import { stopChild } from './stopChild.js'

/** A `next dev` server the sandbox started. */
export type NextDev = { url: string; output(): string; stop(): Promise<void> }

/**
 * Runs the project's own `next dev` (its installed Next.js) on `host:port` as a child process; resolves once it
 * says it is ready. Throws `SandboxError` with its output when Next.js is missing, exits or is not ready in time.
 * @example const next = await startNextDev({ root, host: '127.0.0.1', port: 4100 }); …; await next.stop()
 */
export async function startNextDev({
  root,
  host,
  port,
  timeout = 120_000,
  env = {},
}: {
  root: string
  host: string
  port: number
  timeout?: number
  /** Added to `next dev`'s environment (Next.js inlines the `NEXT_PUBLIC_` ones into the app). */
  env?: Record<string, string>
}): Promise<NextDev> {
  const bin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  if (!existsSync(bin))
    throw new SandboxError(`${root} has no node_modules/next: install the project's dependencies first`)
  const child = spawn(process.execPath, [bin, 'dev', '--port', String(port), '--hostname', host], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  let output = ''
  const stop = () => stopChild(child)
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new SandboxError(`next dev was not ready in time:\n${output}`)),
        timeout,
      )
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (!/Ready in/.test(output)) return
        clearTimeout(timer)
        resolve()
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new SandboxError(`next dev exited with ${code}:\n${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://${host}:${port}`, output: () => output, stop }
}

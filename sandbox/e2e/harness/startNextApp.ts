import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { findFreePort } from '@walletkit/fixtures/node'
import { stopChild } from '../../src/host/stopChild.js'
import { scaffoldPackedApp } from '../cli/scaffoldPackedApp.js'
import { HarnessError } from './HarnessError.js'
import { outsideRepositoryEnv } from './installTarballs.js'
import type { PackedWorkspaces } from './packWorkspaces.js'

/** A Next.js app from `create-walletkit --template next-app`, built and served by `next start`. */
export type NextApp = {
  url: string
  projectDir: string
  /** Milliseconds each step took: scaffold and install (none when the run's app was there), `next build`. */
  timings: { install: number; build: number }
  stop(): Promise<void>
}

/**
 * The run's Next.js app, scaffolded from the packed packages by the installed create-walletkit (the one
 * packedPackages.e2e.ts serves under `walletkit dev`, made once per run: scaffoldPackedApp's `shared`), built with
 * `next build` and served with `next start`. `stop` ends the server and removes the build, leaving the app as it was.
 * @example const app = await startNextApp(packWorkspaces({ dir: inject('packedDir'), buildKit: false }))
 */
export async function startNextApp(packed: PackedWorkspaces): Promise<NextApp> {
  const started = Date.now()
  const { projectDir } = scaffoldPackedApp(packed, ['--template', 'next-app'], { shared: true })
  const env = { ...outsideRepositoryEnv(), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  let server: ChildProcess | undefined
  const stop = async () => {
    if (server) await stopChild(server)
    rmSync(join(projectDir, '.next'), { recursive: true, force: true })
  }
  try {
    const built = Date.now()
    const next = join(projectDir, 'node_modules', 'next', 'dist', 'bin', 'next')
    execFileSync(process.execPath, [next, 'build'], { cwd: projectDir, stdio: 'pipe', env })
    const timings = { install: built - started, build: Date.now() - built }

    const port = await findFreePort()
    server = spawn(process.execPath, [next, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    })
    await waitForOutput(server, /Ready in/, 60_000)
    return { url: `http://127.0.0.1:${port}/`, projectDir, timings, stop }
  } catch (error) {
    await stop()
    const output = (error as { stdout?: Buffer; stderr?: Buffer }).stdout
    throw output
      ? new HarnessError(`${String(error)}\n${output}\n${(error as { stderr?: Buffer }).stderr}`)
      : error
  }
}

function waitForOutput(child: ChildProcess, pattern: RegExp, timeout: number): Promise<void> {
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new HarnessError(`next start did not get ready:\n${output}`)),
      timeout,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (!pattern.test(output)) return
      clearTimeout(timer)
      resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new HarnessError(`next start exited with ${code}:\n${output}`))
    })
  })
}

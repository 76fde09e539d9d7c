import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findFreePort } from '@walletkit/fixtures/node'
import { stopChild } from '../../src/host/stopChild.js'
import { HarnessError } from './HarnessError.js'

const repository = join(import.meta.dirname, '..', '..', '..')
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** A Next.js app from `create-walletkit --template next-app`, built and served by `next start`. */
export type NextApp = {
  url: string
  projectDir: string
  /** Milliseconds each step took: scaffold and install, `next build`. */
  timings: { install: number; build: number }
  stop(): Promise<void>
}

/**
 * Scaffolds `my-app` from the next-app template into a temporary folder outside the repository, depending on the
 * packed kit (`kitTarball`, from packWorkspaces) and installed by npm from its cache, runs `next build` and serves
 * the build with `next start`.
 * @example const app = await startNextApp(packWorkspaces({ dir: inject('packedDir'), buildKit: false }).tarballs.walletkit)
 */
export async function startNextApp(kitTarball: string): Promise<NextApp> {
  const parent = mkdtempSync(join(tmpdir(), 'walletkit-next-e2e-'))
  const projectDir = join(parent, 'my-app')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  let server: ChildProcess | undefined
  const stop = async () => {
    if (server) await stopChild(server)
    rmSync(parent, { recursive: true, force: true })
  }
  try {
    const started = Date.now()
    const create = join(repository, 'cli', 'src', 'bin', 'createWalletkit.ts')
    const createFlags = ['--yes', '--template', 'next-app', '--kit', kitTarball]
    execFileSync(process.execPath, ['--import', tsxLoader, create, basename(projectDir), ...createFlags], {
      cwd: parent,
      stdio: 'pipe',
      env: { ...env, NODE_ENV: 'development', npm_config_prefer_offline: 'true' },
    })
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

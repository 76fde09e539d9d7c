import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findFreePort } from '@walletkit/fixtures/node'

const repository = join(import.meta.dirname, '..', '..', '..')
/** The CLI run from its source through tsx, as its built bin would run (the cli tests build and run that one). */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const cli = (entry: string) => ['--import', tsxLoader, join(repository, 'cli', 'src', 'bin', `${entry}.ts`)]

/** A project scaffolded by the built `create-walletkit`, served by `walletkit dev`. */
export type WalletkitDev = { url: string; projectDir: string; output(): string; stop(): Promise<void> }

/**
 * Scaffolds `my-app` with `create-walletkit --yes` (and `createFlags`, e.g. `--namespaces`) into a temporary folder, depending on the packed local kit and
 * installed by npm from its cache as a developer's would be, and starts `walletkit dev` in it; resolves once it
 * prints that it is ready.
 * @example const dev = await startWalletkitDev(); await page.goto(dev.url); …; await dev.stop()
 */
export async function startWalletkitDev(createFlags: readonly string[] = []): Promise<WalletkitDev> {
  const parent = mkdtempSync(join(tmpdir(), 'walletkit-dev-e2e-'))
  const packed = execFileSync('npm', ['pack', '--workspace', 'walletkit', '--pack-destination', parent], {
    cwd: repository,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tarball = join(parent, packed.trim().split('\n').at(-1) ?? '')
  execFileSync('node', [...cli('createWalletkit'), 'my-app', '--yes', '--kit', tarball, ...createFlags], {
    cwd: parent,
    stdio: 'pipe',
    env: { ...process.env, npm_config_prefer_offline: 'true' },
  })
  const projectDir = join(parent, 'my-app')

  const port = await findFreePort()
  const child = spawn('node', [...cli('walletkit'), 'dev', '--port', String(port)], {
    cwd: projectDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const stop = async () => {
    await stopChild(child)
    rmSync(parent, { recursive: true, force: true })
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`walletkit dev did not get ready:\n${output}`)), 45_000)
      const check = () => {
        if (!output.includes('Press Ctrl-C to stop.')) return
        clearTimeout(timer)
        resolve()
      }
      child.stdout.on('data', check)
      child.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`walletkit dev exited with ${code}:\n${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}/`, projectDir, output: () => output, stop }
}

/** Ctrl-C, as a developer stops it; resolves once the process (which stops its chains first) has exited. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGINT')
  })
}

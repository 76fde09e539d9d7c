import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findFreePort } from '@walletkit/fixtures/node'
import { spawnWalletkitDev, type WalletkitDev } from './spawnWalletkitDev.js'

const repository = join(import.meta.dirname, '..', '..', '..')
/**
 * The CLI run from its source through tsx, as its built bin would run (the cli tests build and run that one), and
 * the sandbox it starts from its source too (its `walletkit-source` export condition); packedPackages.e2e.ts runs
 * both installed from their tarballs.
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const cli = (entry: string) => [
  '--conditions=walletkit-source',
  '--import',
  tsxLoader,
  join(repository, 'cli', 'src', 'bin', `${entry}.ts`),
]

export type { WalletkitDev }

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
  return spawnWalletkitDev({
    command: 'node',
    args: [...cli('walletkit'), 'dev', '--port', String(port)],
    projectDir,
    port,
    cleanUp: () => rmSync(parent, { recursive: true, force: true }),
  })
}

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from '@walletkit/fixtures/node'
import { installTarballs, outsideRepositoryEnv } from '../harness/installTarballs.js'
import type { PackedWorkspaces } from '../harness/packWorkspaces.js'
import { spawnWalletkitDev, type WalletkitDev } from './spawnWalletkitDev.js'

/**
 * A developer's path with the packages as the registry would serve them: installs the tarballs `packWorkspaces`
 * made into an empty folder outside the repository, runs `npx create-walletkit my-app --yes` there (with
 * `createFlags`, e.g. `--template`; `--packed` makes the app's released packages resolve to the same tarballs), then
 * the app's own `walletkit dev` (its `node_modules/.bin/walletkit`, what `npx walletkit dev` runs); resolves once it
 * is ready. `stop` removes the folder.
 * @example const dev = await startPackedWalletkitDev(packWorkspaces()); await page.goto(dev.url); await dev.stop()
 */
export async function startPackedWalletkitDev(
  packed: PackedWorkspaces,
  createFlags: readonly string[] = [],
): Promise<WalletkitDev> {
  const home = mkdtempSync(join(tmpdir(), 'walletkit-packed-home-'))
  const cleanUp = () => rmSync(home, { recursive: true, force: true })
  try {
    installTarballs(home, Object.values(packed.tarballs))
    execFileSync('npx', ['create-walletkit', 'my-app', '--yes', '--packed', packed.dir, ...createFlags], {
      cwd: home,
      stdio: 'pipe',
      env: outsideRepositoryEnv(),
    })
  } catch (error) {
    cleanUp()
    throw error
  }
  const projectDir = join(home, 'my-app')
  const port = await findFreePort()
  return spawnWalletkitDev({
    command: join(projectDir, 'node_modules', '.bin', 'walletkit'),
    args: ['dev', '--port', String(port)],
    projectDir,
    port,
    env: outsideRepositoryEnv(),
    cleanUp,
  })
}

import { join } from 'node:path'
import { findFreePort } from '@walletkit/fixtures/node'
import { outsideRepositoryEnv } from '../harness/installTarballs.js'
import type { PackedWorkspaces } from '../harness/packWorkspaces.js'
import { scaffoldPackedApp } from './scaffoldPackedApp.js'
import { spawnWalletkitDev, type WalletkitDev } from './spawnWalletkitDev.js'

/**
 * A developer's path with the packages as the registry would serve them: the app scaffolded from the tarballs
 * (scaffoldPackedApp, with `createFlags` and `options`), then the app's own `walletkit dev` (its `node_modules/.bin/walletkit`,
 * what `npx walletkit dev` runs); resolves once it is ready. `createOutput` is what create-walletkit printed; `stop`
 * removes the folder.
 * @example const dev = await startPackedWalletkitDev(packWorkspaces()); await page.goto(dev.url); await dev.stop()
 */
export async function startPackedWalletkitDev(
  packed: PackedWorkspaces,
  createFlags: readonly string[] = [],
  options: { shared?: boolean } = {},
): Promise<WalletkitDev & { createOutput(): string }> {
  const { projectDir, cleanUp, output: createOutput } = scaffoldPackedApp(packed, createFlags, options)
  const port = await findFreePort()
  const dev = await spawnWalletkitDev({
    command: join(projectDir, 'node_modules', '.bin', 'walletkit'),
    args: ['dev', '--port', String(port)],
    projectDir,
    port,
    env: outsideRepositoryEnv(),
    cleanUp,
  })
  return { ...dev, createOutput }
}

import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installTarballs, outsideRepositoryEnv } from '../harness/installTarballs.js'
import type { PackedWorkspaces } from '../harness/packWorkspaces.js'
import { withFolderLock } from '../harness/withFolderLock.js'

/** An app create-walletkit scaffolded outside the repository; `cleanUp` removes its whole folder. */
export type PackedApp = { home: string; projectDir: string; cleanUp(): void }

/**
 * The packed create-walletkit, installed from the tarballs into a folder of their own once per `packed` folder (an
 * install of the three packages' dependencies, about 30 s): what `npx create-walletkit` fetches and runs. Returns its
 * command.
 */
function installedCreateWalletkit(packed: PackedWorkspaces): string {
  const dir = join(packed.dir, 'create-walletkit')
  const command = join(dir, 'node_modules', '.bin', 'create-walletkit')
  if (!existsSync(command)) installTarballs(dir, Object.values(packed.tarballs))
  return command
}

/**
 * A developer's first steps with the packages as the registry would serve them: in an empty folder outside the
 * repository, runs the packed create-walletkit (installed from the tarballs `packWorkspaces` made, in a folder of its
 * own, as npx does) as `create-walletkit my-app --yes` (with `createFlags`, e.g. `--template`; `--packed` makes the
 * app's released packages resolve to the same tarballs), which installs the app's dependencies. With `shared`, the
 * app goes into the tarballs' folder and is made once per run: the e2e files that ask for the same one share it (the
 * run's global setup removes the folder; their `cleanUp` leaves it). Files in parallel workers take turns (a lock on the
 * tarballs' folder), so create-walletkit is installed once and a shared app made once.
 * @example const app = scaffoldPackedApp(packWorkspaces()); spawnSync('npm', ['test'], { cwd: app.projectDir })
 */
export function scaffoldPackedApp(
  packed: PackedWorkspaces,
  createFlags: readonly string[] = [],
  { shared = false }: { shared?: boolean } = {},
): PackedApp {
  const home = shared
    ? join(packed.dir, `app${createFlags.join('-').replace(/[^a-z0-9]+/gi, '-')}`)
    : mkdtempSync(join(tmpdir(), 'walletkit-packed-home-'))
  const projectDir = join(home, 'my-app')
  const cleanUp = () => {
    if (!shared) rmSync(home, { recursive: true, force: true })
  }
  return withFolderLock(packed.dir, () => {
    if (shared && existsSync(join(projectDir, 'node_modules'))) return { home, projectDir, cleanUp }
    const createWalletkit = installedCreateWalletkit(packed)
    mkdirSync(home, { recursive: true })
    try {
      execFileSync(createWalletkit, ['my-app', '--yes', '--packed', packed.dir, ...createFlags], {
        cwd: home,
        stdio: 'pipe',
        env: outsideRepositoryEnv(),
      })
    } catch (error) {
      rmSync(home, { recursive: true, force: true })
      throw error
    }
    return { home, projectDir, cleanUp }
  })
}

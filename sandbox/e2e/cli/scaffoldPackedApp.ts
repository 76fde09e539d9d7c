import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installTarballs, outsideRepositoryEnv } from '../harness/installTarballs.js'
import type { PackedWorkspaces } from '../harness/packWorkspaces.js'
import { withFolderLock } from '../harness/withFolderLock.js'

/**
 * An app create-walletkit scaffolded outside the repository: `output` is what create-walletkit printed while it
 * made it; `cleanUp` removes its whole folder.
 */
export type PackedApp = { home: string; projectDir: string; output(): string; cleanUp(): void }

/**
 * The packed create-walletkit, installed from its tarball into a folder of its own once per `packed` folder, the
 * kit's beside it (the registry has neither): what `npx create-walletkit` fetches and runs. Not the sandbox, an
 * optional peer the scaffolded app installs. Returns its command.
 */
function installedCreateWalletkit(packed: PackedWorkspaces): string {
  const dir = join(packed.dir, 'create-walletkit')
  const command = join(dir, 'node_modules', '.bin', 'create-walletkit')
  if (!existsSync(command))
    installTarballs(dir, [packed.tarballs['create-walletkit'], packed.tarballs.walletkit])
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
  // Beside the app, not in it: a shared app's later users read what its making printed.
  const log = join(home, 'create-walletkit.log')
  const app = {
    home,
    projectDir,
    output: () => readFileSync(log, 'utf8'),
    cleanUp: () => {
      if (!shared) rmSync(home, { recursive: true, force: true })
    },
  }
  return withFolderLock(packed.dir, () => {
    if (shared && existsSync(join(projectDir, 'node_modules'))) return app
    const createWalletkit = installedCreateWalletkit(packed)
    mkdirSync(home, { recursive: true })
    try {
      const output = execFileSync(
        createWalletkit,
        ['my-app', '--yes', '--packed', packed.dir, ...createFlags],
        {
          cwd: home,
          encoding: 'utf8',
          stdio: 'pipe',
          env: outsideRepositoryEnv(),
        },
      )
      writeFileSync(log, output)
    } catch (error) {
      rmSync(home, { recursive: true, force: true })
      throw error
    }
    return app
  })
}

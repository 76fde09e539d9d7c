import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installTarballs, outsideRepositoryEnv } from '../harness/installTarballs.js'
import type { PackedWorkspaces } from '../harness/packWorkspaces.js'

/** An app create-walletkit scaffolded outside the repository; `cleanUp` removes its whole folder. */
export type PackedApp = { home: string; projectDir: string; cleanUp(): void }

/**
 * A developer's first steps with the packages as the registry would serve them: installs the tarballs
 * `packWorkspaces` made into an empty folder outside the repository and runs `npx create-walletkit my-app --yes`
 * there (with `createFlags`, e.g. `--template`; `--packed` makes the app's released packages resolve to the same
 * tarballs), which installs the app's dependencies.
 * @example const app = scaffoldPackedApp(packWorkspaces()); spawnSync('npm', ['test'], { cwd: app.projectDir })
 */
export function scaffoldPackedApp(packed: PackedWorkspaces, createFlags: readonly string[] = []): PackedApp {
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
  return { home, projectDir: join(home, 'my-app'), cleanUp }
}

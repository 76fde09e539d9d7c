import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildKitPackage } from './buildKitPackage.js'
import { HarnessError } from './HarnessError.js'
import { withFolderLock } from './withFolderLock.js'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The packages released together, each by the workspace `npm pack` makes it from. */
const RELEASED = ['walletkit', '@walletkit/sandbox', 'create-walletkit'] as const
type Released = (typeof RELEASED)[number]

/** What {@link packWorkspaces} made: the folder of tarballs and each package's tarball in it. */
export type PackedWorkspaces<Name extends Released = Released> = {
  dir: string
  tarballs: Record<Name, string>
}

/**
 * Builds every released package from its source and packs it as the registry would get it (`npm pack`, whose
 * `prepack` builds the sandbox and the CLI), into `dir` (a fresh folder outside the repository unless given). What
 * `create-walletkit --packed <dir>` and {@link installTarballs} take. A `dir` that already holds the three tarballs
 * (packed earlier in the same e2e run: `inject('packedDir')`) is taken as it is, so each package is built once per
 * run. `buildKit: false` when the kit's package is already fresh (the e2e global setup builds it). About a minute;
 * `packages: ['walletkit']` packs the kit alone (no sandbox or CLI build), as the benchmark's host app takes it.
 * @example const { dir, tarballs } = packWorkspaces({ dir: inject('packedDir'), buildKit: false })
 */
export function packWorkspaces<Name extends Released = Released>({
  dir = mkdtempSync(join(tmpdir(), 'walletkit-packed-')),
  buildKit = true,
  packages = RELEASED as readonly Released[] as readonly Name[],
}: {
  dir?: string
  buildKit?: boolean
  packages?: readonly Name[]
} = {}): PackedWorkspaces<Name> {
  // e2e files in parallel workers share the run's folder: the first packs, the others wait and take its tarballs.
  return withFolderLock(dir, () => packOnce(dir, buildKit, packages))
}

function packOnce<Name extends Released>(
  dir: string,
  buildKit: boolean,
  packages: readonly Name[],
): PackedWorkspaces<Name> {
  const earlier = findTarballs(dir, packages)
  if (earlier) return earlier
  if (buildKit) buildKitPackage()
  const packed = spawnSync(
    'npm',
    ['pack', ...packages.flatMap((name) => ['--workspace', name]), '--pack-destination', dir],
    // Built for production, as a release is: vitest's NODE_ENV=test would build React's development JSX runtime in.
    { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (packed.status !== 0)
    throw new HarnessError(`npm pack failed:\n${packed.stdout}\n${packed.stderr}`.trim())
  const tarballs = findTarballs(dir, packages)
  if (!tarballs)
    throw new HarnessError(
      `npm pack did not write the tarballs of ${packages.join(', ')} to ${dir}: ${readdirSync(dir).join(', ')}`,
    )
  return tarballs
}

/** The tarballs of `packages` in `dir`, or undefined unless all of them are there. */
function findTarballs<Name extends Released>(
  dir: string,
  packages: readonly Name[],
): PackedWorkspaces<Name> | undefined {
  const files = readdirSync(dir)
  const tarballOf = (name: Released) => {
    const prefix = name.replace(/^@/, '').replace('/', '-')
    const file = files.find((candidate) =>
      new RegExp(`^${prefix}-\\d+\\.\\d+\\.\\d+.*\\.tgz$`).test(candidate),
    )
    return file === undefined ? undefined : join(dir, file)
  }
  const found = packages.map((name) => [name, tarballOf(name)] as const)
  if (found.some(([, tarball]) => tarball === undefined)) return undefined
  return { dir, tarballs: Object.fromEntries(found) as Record<Name, string> }
}

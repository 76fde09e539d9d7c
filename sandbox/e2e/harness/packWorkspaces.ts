import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildKitPackage } from './buildKitPackage.js'
import { HarnessError } from './HarnessError.js'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The packages released together, each by the workspace `npm pack` makes it from. */
const RELEASED = ['walletkit', '@walletkit/sandbox', 'create-walletkit'] as const
type Released = (typeof RELEASED)[number]

/** What {@link packWorkspaces} made: the folder of tarballs and each package's tarball in it. */
export type PackedWorkspaces = { dir: string; tarballs: Record<Released, string> }

/**
 * Builds every released package from its source and packs it as the registry would get it (`npm pack`, whose
 * `prepack` builds the sandbox and the CLI), into `dir` (a fresh folder outside the repository unless given). What
 * `create-walletkit --packed <dir>` and {@link installTarballs} take. A `dir` that already holds the three tarballs
 * (packed earlier in the same e2e run: `inject('packedDir')`) is taken as it is, so each package is built once per
 * run. `buildKit: false` when the kit's package is already fresh (the e2e global setup builds it). About a minute.
 * @example const { dir, tarballs } = packWorkspaces({ dir: inject('packedDir'), buildKit: false })
 */
export function packWorkspaces({
  dir = mkdtempSync(join(tmpdir(), 'walletkit-packed-')),
  buildKit = true,
}: {
  dir?: string
  buildKit?: boolean
} = {}): PackedWorkspaces {
  const earlier = findTarballs(dir)
  if (earlier) return earlier
  if (buildKit) buildKitPackage()
  const packed = spawnSync(
    'npm',
    ['pack', ...RELEASED.flatMap((name) => ['--workspace', name]), '--pack-destination', dir],
    // Built for production, as a release is: vitest's NODE_ENV=test would build React's development JSX runtime in.
    { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (packed.status !== 0)
    throw new HarnessError(`npm pack failed:\n${packed.stdout}\n${packed.stderr}`.trim())
  const tarballs = findTarballs(dir)
  if (!tarballs)
    throw new HarnessError(
      `npm pack did not write the three tarballs to ${dir}: ${readdirSync(dir).join(', ')}`,
    )
  return tarballs
}

/** The three tarballs in `dir`, or undefined unless all of them are there. */
function findTarballs(dir: string): PackedWorkspaces | undefined {
  const files = readdirSync(dir)
  const tarballOf = (name: Released) => {
    const prefix = name.replace(/^@/, '').replace('/', '-')
    const file = files.find((candidate) =>
      new RegExp(`^${prefix}-\\d+\\.\\d+\\.\\d+.*\\.tgz$`).test(candidate),
    )
    return file === undefined ? undefined : join(dir, file)
  }
  const walletkit = tarballOf('walletkit')
  const sandbox = tarballOf('@walletkit/sandbox')
  const cli = tarballOf('create-walletkit')
  if (!walletkit || !sandbox || !cli) return undefined
  return { dir, tarballs: { walletkit, '@walletkit/sandbox': sandbox, 'create-walletkit': cli } }
}

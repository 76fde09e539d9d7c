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
 * Builds every released package once from its source and packs it as the registry would get it (`npm pack`, whose
 * `prepack` builds the sandbox and the CLI), into a fresh folder outside the repository. What `create-walletkit
 * --packed <dir>` and {@link installTarballs} take. About a minute on a loaded machine.
 * @example const { dir, tarballs } = packWorkspaces(); installTarballs(home, Object.values(tarballs))
 */
export function packWorkspaces(
  dir: string = mkdtempSync(join(tmpdir(), 'walletkit-packed-')),
): PackedWorkspaces {
  buildKitPackage()
  const packed = spawnSync(
    'npm',
    ['pack', ...RELEASED.flatMap((name) => ['--workspace', name]), '--pack-destination', dir],
    // Built for production, as a release is: vitest's NODE_ENV=test would build React's development JSX runtime in.
    { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (packed.status !== 0)
    throw new HarnessError(`npm pack failed:\n${packed.stdout}\n${packed.stderr}`.trim())
  const files = readdirSync(dir)
  const tarballOf = (name: Released) => {
    const prefix = name.replace(/^@/, '').replace('/', '-')
    const file = files.find((candidate) =>
      new RegExp(`^${prefix}-\\d+\\.\\d+\\.\\d+.*\\.tgz$`).test(candidate),
    )
    if (!file) throw new HarnessError(`npm pack wrote no tarball of ${name} to ${dir}: ${files.join(', ')}`)
    return join(dir, file)
  }
  return {
    dir,
    tarballs: {
      walletkit: tarballOf('walletkit'),
      '@walletkit/sandbox': tarballOf('@walletkit/sandbox'),
      'create-walletkit': tarballOf('create-walletkit'),
    },
  }
}

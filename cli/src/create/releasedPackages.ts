import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CliError } from '../CliError.js'

/** The packages released together at the CLI's version; a template names any of them in its package.json. */
export const RELEASED_PACKAGES = ['walletkit', '@walletkit/sandbox', 'create-walletkit'] as const
type ReleasedPackage = (typeof RELEASED_PACKAGES)[number]

/**
 * How a scaffolded project depends on the released packages: each one's specifier (one its template names but this
 * leaves out is dropped), and npm `overrides` making the project's whole tree use the local copies.
 */
export type ReleasedSpecifiers = {
  specifiers: Partial<Record<ReleasedPackage, string>>
  overrides: Record<string, string>
}

/**
 * The specifiers for a new project: `^<version>` of each released package; with `kit`, the local kit folder or
 * tarball and no dev tools (the app runs `walletkit dev` from the CLI used); with `packed`, each package `npm pack`
 * wrote to that folder (`walletkit-0.1.0.tgz`, `walletkit-sandbox-0.1.0.tgz`, `create-walletkit-0.1.0.tgz`), also as
 * an override, so the tools' own dependencies on each other resolve to the same tarballs.
 * @example releasedSpecifiers({ version: '0.1.0' }).specifiers.walletkit // '^0.1.0'
 */
export function releasedSpecifiers({
  version,
  cwd = process.cwd(),
  kit,
  packed,
}: {
  version: string
  /** What `kit` and `packed` are relative to. */
  cwd?: string
  kit?: string | undefined
  packed?: string | undefined
}): ReleasedSpecifiers {
  if (kit !== undefined) return { specifiers: { walletkit: `file:${resolve(cwd, kit)}` }, overrides: {} }
  const specifiers: Partial<Record<ReleasedPackage, string>> = {}
  for (const name of RELEASED_PACKAGES) specifiers[name] = `^${version}`
  if (packed === undefined) return { specifiers, overrides: {} }
  const overrides: Record<string, string> = {}
  const folder = resolve(cwd, packed)
  const files = listFolder(folder)
  for (const name of RELEASED_PACKAGES) {
    const prefix = name.replace(/^@/, '').replace('/', '-')
    const tarball = files.find((file) => new RegExp(`^${prefix}-\\d+\\.\\d+\\.\\d+[^/]*\\.tgz$`).test(file))
    if (!tarball) continue
    specifiers[name] = `file:${join(folder, tarball)}`
    overrides[name] = specifiers[name]
  }
  if (Object.keys(overrides).length === 0)
    throw new CliError(
      'WK_CLI_INVALID_FLAG',
      `--packed: ${folder} holds no tarball of ${RELEASED_PACKAGES.join(', ')}`,
    )
  return { specifiers, overrides }
}

function listFolder(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch (error) {
    throw new CliError('WK_CLI_INVALID_FLAG', `--packed: ${dir} is not a readable folder`, { cause: error })
  }
}

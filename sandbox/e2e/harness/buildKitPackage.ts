import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { HarnessError } from './HarnessError.js'

/** The repository's root, whose `npm run build` builds the kit's package. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Builds the kit's package (kit/dist: the bundle and its type declarations) from its source, as `npm run build`
 * does, so the e2e run tests what a host installs and never a stale build. The whole build, declarations included:
 * a bundle alone would empty kit/dist of the declarations the CLI's install test packs. About 8 s.
 * @example buildKitPackage(); const sandbox = await startSandbox({ kit: 'package' })
 */
export function buildKitPackage(): void {
  // In production mode, as `npm run build` runs by hand: vitest sets NODE_ENV=test, which would build React's
  // development JSX runtime into the package.
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0)
    throw new HarnessError(`Building the kit's package failed:\n${build.stdout}\n${build.stderr}`.trim())
}

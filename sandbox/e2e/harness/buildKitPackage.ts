import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HarnessError } from './HarnessError.js'
import { isBuildFresh } from './isBuildFresh.js'

/** The repository's root, whose `npm run build` builds the kit's package. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const kit = (path: string) => join(repositoryRoot, 'kit', path)

/** What the kit's build reads, and the first and last files it writes (the bundle, then the declarations). */
const KIT_BUILD = {
  inputs: [
    kit('src'),
    kit('package.json'),
    kit('vite.config.ts'),
    kit('tsconfig.build.json'),
    join(repositoryRoot, 'tsconfig.json'),
    join(repositoryRoot, 'package-lock.json'),
  ],
  outputs: [kit('dist/index.js'), kit('dist/index.d.ts')],
}

/**
 * Builds the kit's package (kit/dist: the bundle and its type declarations) from its source, as `npm run build`
 * does, so the e2e run tests what a host installs and never a stale build. The whole build, declarations included:
 * a bundle alone would empty kit/dist of the declarations the packed-package tests pack. About 25 s on two cores, so
 * a build newer than every source (CI's `npm run build` just before the tests) is taken as it is: rebuilding it there
 * cost the run that time, and rewrote kit/dist while other tests read it.
 * @example buildKitPackage(); const sandbox = await startSandbox({ kit: 'package' })
 */
export function buildKitPackage(): void {
  if (isBuildFresh(KIT_BUILD)) return
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

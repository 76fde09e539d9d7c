import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HarnessError } from './HarnessError.js'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The environment of a developer's shell outside the repository: none of the repository's `node_modules/.bin` on
 * the PATH (vitest puts it there, with the workspace's own `walletkit` and `create-walletkit`), no NODE_ENV (vitest's
 * "test"), and npm answering from its cache before it asks the registry.
 * @example spawnSync('npx', ['walletkit', 'dev'], { cwd, env: outsideRepositoryEnv() })
 */
export function outsideRepositoryEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _test, ...env } = process.env
  const path = (env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.startsWith(repositoryRoot.replace(/[\\/]$/, '')))
    .join(delimiter)
  return { ...env, PATH: path, npm_config_prefer_offline: 'true' }
}

/**
 * Makes `dir` an empty npm project outside the repository and installs the tarballs into it, as a developer
 * installs packages from the registry (npm's cache answering their dependencies). Other package specs
 * (`react@19.3.1`) may come beside the tarballs; `overrides` pins the versions of dependencies further down.
 * @example installTarballs(home, Object.values(packWorkspaces().tarballs)); // then `npx create-walletkit` in home
 */
export function installTarballs(
  dir: string,
  tarballs: readonly string[],
  { overrides }: { overrides?: Record<string, string> } = {},
): void {
  mkdirSync(dir, { recursive: true })
  const manifest = overrides ? { private: true, overrides } : { private: true }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], {
    cwd: dir,
    encoding: 'utf8',
    env: outsideRepositoryEnv(),
  })
  if (install.status !== 0)
    throw new HarnessError(`Installing the tarballs failed:\n${install.stdout}\n${install.stderr}`.trim())
}

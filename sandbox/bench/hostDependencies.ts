import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))

/** What the bench's host app installs beside the kit: React, viem (the kit's peer) and its build tools. */
const HOST_STACK = ['react', 'react-dom', 'viem', 'vite', '@vitejs/plugin-react'] as const

type LockedPackage = { version: string; dependencies?: Record<string, string> }

/**
 * What the bench's host app installs beside the packed kit, at the versions the repository's lockfile resolved: the
 * host's stack as exact specs (`react@19.3.1`), and as npm `overrides` the kit's own dependencies and the direct
 * dependencies of all of them (React's scheduler, Vite's bundler), so the host's bytes move only when the kit does.
 * @example const { specs, overrides } = hostDependencies(); installTarballs(dir, [kitTarball, ...specs], { overrides })
 */
export function hostDependencies(): { specs: string[]; overrides: Record<string, string> } {
  const lock = readJson<{ packages: Record<string, LockedPackage | undefined> }>('package-lock.json')
  // Where Node would find `name` from `parent`'s folder: nested under it first, then hoisted.
  const locked = (name: string, parent?: string) =>
    (parent ? lock.packages[`node_modules/${parent}/node_modules/${name}`] : undefined) ??
    lock.packages[`node_modules/${name}`]
  const kitDependencies = Object.keys(
    readJson<{ dependencies: Record<string, string> }>('kit/package.json').dependencies,
  )
  const versions = new Map<string, Set<string>>()
  const add = (name: string, parent?: string) => {
    const version = locked(name, parent)?.version
    if (version) versions.set(name, (versions.get(name) ?? new Set()).add(version))
  }
  for (const name of kitDependencies) add(name)
  for (const name of [...HOST_STACK, ...kitDependencies])
    for (const dependency of Object.keys(locked(name)?.dependencies ?? {})) add(dependency, name)
  const overrides = [...versions]
    // npm refuses an override of a direct dependency; a name locked at two versions keeps npm's choice.
    .filter(([name, found]) => !(HOST_STACK as readonly string[]).includes(name) && found.size === 1)
    .map(([name, found]) => [name, [...found][0] as string] as const)
  return {
    specs: HOST_STACK.map((name) => `${name}@${locked(name)?.version ?? 'latest'}`),
    overrides: Object.fromEntries(overrides.sort(([a], [b]) => a.localeCompare(b))),
  }
}

function readJson<Shape>(path: string): Shape {
  return JSON.parse(readFileSync(join(repositoryRoot, path), 'utf8')) as Shape
}

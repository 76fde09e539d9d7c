// Adds lockfile entries for optional platform packages that this machine's registry does not serve.
//
// Why: the registry reachable here serves only some platforms' builds of packages such as @biomejs/cli-* and
// @foundry-rs/anvil-*. `npm install` skips the missing ones, then `npm ci` refuses the lockfile as out of sync.
// An entry with `os`/`cpu` set is skipped by `npm ci` on other platforms without being fetched, so completing
// the lockfile keeps `npm ci` working here and still installs the right build on a developer's Mac or Windows.
//
// Every entry it adds or finds without a hash gets the `integrity` the registry publishes (`npm view`), so npm
// checks what it downloads on every platform. A build this registry does not serve keeps no hash; the script names
// it, and scripts/lockfileIntegrity.test.mjs fails until it is hashed (run this where the full registry is reachable)
// or listed, after review, in scripts/lockfileWithoutIntegrity.json.
//
// Run after changing dependencies: `npm install && node scripts/completeLockfile.mjs`.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { findEntriesWithoutIntegrity } from './findEntriesWithoutIntegrity.mjs'

const OS = {
  darwin: 'darwin',
  macos: 'darwin',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  android: 'android',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  netbsd: 'netbsd',
  sunos: 'sunos',
  aix: 'aix',
  openharmony: 'openharmony',
}
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  amd64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
}

/** The platform a package's name says it is for, or undefined when the name does not say. */
export function platformOf(name) {
  const tokens = name.toLowerCase().split(/[/@_-]+/)
  const os = tokens.map((token) => OS[token]).find(Boolean)
  const cpu = tokens.map((token) => CPU[token]).find(Boolean)
  if (!os || !cpu) return undefined
  const libc = tokens.includes('musl')
    ? ['musl']
    : tokens.includes('gnu') || tokens.includes('glibc')
      ? ['glibc']
      : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

/** The integrity the registry publishes for a version, or undefined when it does not serve it. */
function registryIntegrity(name, version) {
  try {
    const text = execFileSync('npm', ['view', `${name}@${version}`, 'dist.integrity'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      shell: process.platform === 'win32',
    }).trim()
    return /^sha(256|384|512)-/.test(text) ? text : undefined
  } catch {
    return undefined
  }
}

const tarballOf = (name, version) =>
  `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${version}.tgz`

export function completeLockfile(lock, { integrityOf = () => undefined } = {}) {
  const added = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue
      const platform = platformOf(name)
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
      const integrity = integrityOf(name, version)
      lock.packages[`node_modules/${name}`] = {
        version,
        resolved: tarballOf(name, version),
        ...(integrity ? { integrity } : {}),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      }
      added.push(`${name}@${version}`)
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  )
  return added
}

/**
 * Writes the registry's integrity (and tarball URL) into every registry entry that has none. Returns the
 * `name@version` of those the registry does not know, which keep no hash.
 */
export function fillIntegrity(lock, { integrityOf = () => undefined } = {}) {
  const unknown = []
  const missing = new Set(findEntriesWithoutIntegrity(lock))
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = path.replace(/^.*node_modules\//, '')
    if (!missing.has(`${name}@${entry.version}`) || entry.integrity || entry.link) continue
    const integrity = integrityOf(name, entry.version)
    if (!integrity) {
      unknown.push(`${name}@${entry.version}`)
      continue
    }
    entry.resolved ??= tarballOf(name, entry.version)
    entry.integrity = integrity
  }
  return unknown
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL('../package-lock.json', import.meta.url)
  const lock = JSON.parse(readFileSync(file, 'utf8'))
  const added = completeLockfile(lock, { integrityOf: registryIntegrity })
  const unknown = fillIntegrity(lock, { integrityOf: registryIntegrity })
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(
    added.length ? `completeLockfile: added ${added.join(', ')}` : 'completeLockfile: nothing to add',
  )
  if (unknown.length)
    console.warn(
      `completeLockfile: the registry here has no hash for ${unknown.join(', ')}; see the notes above`,
    )
}

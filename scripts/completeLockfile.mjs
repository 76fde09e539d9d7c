// Adds lockfile entries for optional platform packages that this machine's registry does not serve.
//
// Why: the registry reachable here serves only some platforms' builds of packages such as @biomejs/cli-* and
// @foundry-rs/anvil-*. `npm install` skips the missing ones, then `npm ci` refuses the lockfile as out of sync.
// An entry with `os`/`cpu` set is skipped by `npm ci` on other platforms without being fetched, so completing
// the lockfile keeps `npm ci` working here and still installs the right build on a developer's Mac or Windows.
//
// Run after changing dependencies: `npm install && node scripts/completeLockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

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

export function completeLockfile(lock) {
  const added = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue
      const platform = platformOf(name)
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
      lock.packages[`node_modules/${name}`] = {
        version,
        resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${version}.tgz`,
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL('../package-lock.json', import.meta.url)
  const lock = JSON.parse(readFileSync(file, 'utf8'))
  const added = completeLockfile(lock)
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(
    added.length ? `completeLockfile: added ${added.join(', ')}` : 'completeLockfile: nothing to add',
  )
}

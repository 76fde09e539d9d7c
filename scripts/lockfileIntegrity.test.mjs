import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findEntriesWithoutIntegrity } from './findEntriesWithoutIntegrity.mjs'

const lockfile = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
/**
 * Entries this machine's registry cannot serve, so their hash could not be read here (see the file). The list may
 * only shrink: `npm run lock` on a machine that reaches the full registry writes their integrity.
 */
const unverified = JSON.parse(
  readFileSync(new URL('./lockfileWithoutIntegrity.json', import.meta.url), 'utf8'),
)

describe('package-lock.json', () => {
  it('has an integrity hash for every package installed from a registry, outside the reviewed list', () => {
    const missing = findEntriesWithoutIntegrity(lockfile)
    expect(missing.filter((entry) => !unverified.entries.includes(entry))).toEqual([])
  })

  it('keeps the reviewed list to entries that still lack a hash, none of them for this machine', () => {
    const missing = findEntriesWithoutIntegrity(lockfile)
    expect(unverified.entries.filter((entry) => !missing.includes(entry))).toEqual([])
    const here = unverified.entries.filter((entry) => {
      const found = Object.entries(lockfile.packages).find(
        ([path, value]) => `${path.replace(/^.*node_modules\//, '')}@${value.version}` === entry,
      )?.[1]
      if (!found?.os || !found?.cpu) return true
      const libc = process.report.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl'
      const libcHere = !found.libc || process.platform !== 'linux' || found.libc.includes(libc)
      return found.os.includes(process.platform) && found.cpu.includes(process.arch) && libcHere
    })
    expect(here).toEqual([])
  })
})

describe('findEntriesWithoutIntegrity', () => {
  it('names registry packages without integrity, and leaves the root, workspaces, links and local files alone', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        kit: { name: 'walletkit', version: '0.1.0' },
        'node_modules/walletkit': { resolved: 'kit', link: true },
        'node_modules/good': { version: '1.0.0', integrity: 'sha512-abc' },
        'node_modules/no-hash': { version: '2.0.0' },
        'node_modules/@scope/resolved-no-hash': {
          version: '3.0.0',
          resolved: 'https://registry.npmjs.org/@scope/resolved-no-hash/-/resolved-no-hash-3.0.0.tgz',
        },
        'cli/node_modules/nested': { version: '4.0.0' },
        'node_modules/local': { version: '1.0.0', resolved: 'file:../local' },
        'node_modules/from-git': { version: '1.0.0', resolved: 'git+ssh://git@github.com/a/b.git#abc' },
      },
    }
    expect(findEntriesWithoutIntegrity(lock)).toEqual([
      'no-hash@2.0.0',
      '@scope/resolved-no-hash@3.0.0',
      'nested@4.0.0',
    ])
  })
})

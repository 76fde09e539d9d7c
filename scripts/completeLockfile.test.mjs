import { describe, expect, it } from 'vitest'
import { completeLockfile, fillIntegrity, platformOf } from './completeLockfile.mjs'

describe('completeLockfile', () => {
  it('reads the platform from a package name', () => {
    expect(platformOf('@biomejs/cli-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] })
    expect(platformOf('@biomejs/cli-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] })
    expect(platformOf('@foundry-rs/anvil-win32-amd64')).toEqual({ os: ['win32'], cpu: ['x64'] })
    expect(platformOf('@rolldown/binding-linux-x64-gnu')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
    })
    expect(platformOf('bufferutil')).toBeUndefined()
  })

  it('adds the optional platform packages the registry did not serve, and nothing else', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0', helper: '^2.0.0' },
        },
        'node_modules/tool-linux-x64': { version: '1.0.0', optional: true, os: ['linux'], cpu: ['x64'] },
      },
    }
    expect(completeLockfile(lock)).toEqual(['tool-darwin-arm64@1.0.0'])
    expect(lock.packages['node_modules/tool-darwin-arm64']).toEqual({
      version: '1.0.0',
      resolved: 'https://registry.npmjs.org/tool-darwin-arm64/-/tool-darwin-arm64-1.0.0.tgz',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    })
    expect(Object.keys(lock.packages)[0]).toBe('')
    expect(completeLockfile(lock)).toEqual([])
  })

  it('writes the integrity the registry gives for an added entry, and leaves it out only when unknown', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/tool': {
          version: '1.0.0',
          optionalDependencies: { 'tool-darwin-arm64': '1.0.0', 'tool-win32-x64': '1.0.0' },
        },
      },
    }
    const known = { 'tool-darwin-arm64@1.0.0': 'sha512-darwin' }
    expect(completeLockfile(lock, { integrityOf: (name, version) => known[`${name}@${version}`] })).toEqual([
      'tool-darwin-arm64@1.0.0',
      'tool-win32-x64@1.0.0',
    ])
    expect(lock.packages['node_modules/tool-darwin-arm64']).toMatchObject({
      resolved: 'https://registry.npmjs.org/tool-darwin-arm64/-/tool-darwin-arm64-1.0.0.tgz',
      integrity: 'sha512-darwin',
    })
    expect(lock.packages['node_modules/tool-win32-x64']).not.toHaveProperty('integrity')
  })

  it('fills the integrity of registry entries that lack one, and names those the registry does not know', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/@scope/a-linux-x64': { version: '1.0.0', optional: true, os: ['linux'], cpu: ['x64'] },
        'node_modules/b-darwin-arm64': { version: '2.0.0', optional: true, os: ['darwin'], cpu: ['arm64'] },
        'node_modules/c': { version: '3.0.0', integrity: 'sha512-c' },
      },
    }
    const known = { '@scope/a-linux-x64@1.0.0': 'sha512-a' }
    expect(fillIntegrity(lock, { integrityOf: (name, version) => known[`${name}@${version}`] })).toEqual([
      'b-darwin-arm64@2.0.0',
    ])
    expect(lock.packages['node_modules/@scope/a-linux-x64']).toMatchObject({
      resolved: 'https://registry.npmjs.org/@scope/a-linux-x64/-/a-linux-x64-1.0.0.tgz',
      integrity: 'sha512-a',
    })
  })
})

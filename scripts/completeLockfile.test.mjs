import { describe, expect, it } from 'vitest'
import { completeLockfile, platformOf } from './completeLockfile.mjs'

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
})

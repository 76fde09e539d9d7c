import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestIo } from '../testing/createTestIo.js'
import { installDependencies } from './installDependencies.js'

/** A folder on PATH holding a stand-in package manager `name` that writes how it was called into `ran.txt`. */
function fakePackageManager(folder: string, name: string) {
  const bin = join(folder, 'bin')
  mkdirSync(bin, { recursive: true })
  writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" > "$PWD/ran.txt"\n`)
  chmodSync(join(bin, name), 0o755)
  return bin
}

describe('installDependencies', () => {
  it.each([
    ['win32', 'npm.cmd'],
    ['linux', 'npm'],
    ['darwin', 'npm'],
  ] as const)('runs the package manager as %s names it (%s)', async (platform, command) => {
    const io = createTestIo()
    const project = join(io.cwd, 'my-app')
    mkdirSync(project)
    const bin = fakePackageManager(io.cwd, command)
    await installDependencies({
      dir: project,
      packageManager: 'npm',
      io: { ...io, env: { ...io.env, PATH: `${bin}:/usr/bin:/bin` }, platform },
    })
    expect(readFileSync(join(project, 'ran.txt'), 'utf8').trim()).toBe(
      `${command} install --no-audit --no-fund`,
    )
  })
})

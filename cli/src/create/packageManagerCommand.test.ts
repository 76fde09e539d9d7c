import { describe, expect, it } from 'vitest'
import { packageManagerCommand } from './packageManagerCommand.js'

describe('packageManagerCommand', () => {
  it('starts the .cmd shims of npm, pnpm and yarn through a shell on Windows', () => {
    expect(packageManagerCommand('npm', 'win32')).toEqual({ command: 'npm.cmd', shell: true })
    expect(packageManagerCommand('pnpm', 'win32')).toEqual({ command: 'pnpm.cmd', shell: true })
    expect(packageManagerCommand('yarn', 'win32')).toEqual({ command: 'yarn.cmd', shell: true })
  })

  it('starts bun everywhere, and every manager elsewhere, by its name without a shell', () => {
    expect(packageManagerCommand('bun', 'win32')).toEqual({ command: 'bun', shell: false })
    expect(packageManagerCommand('npm', 'linux')).toEqual({ command: 'npm', shell: false })
    expect(packageManagerCommand('pnpm', 'darwin')).toEqual({ command: 'pnpm', shell: false })
  })
})

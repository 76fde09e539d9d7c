import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isBuildFresh } from './isBuildFresh.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'walletkit-fresh-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Writes `path` under the root with its modification time `seconds` after the epoch. */
function file(path: string, seconds: number): string {
  const full = join(root, path)
  mkdirSync(join(full, '..'), { recursive: true })
  writeFileSync(full, path)
  utimesSync(full, seconds, seconds)
  return full
}

describe('isBuildFresh', () => {
  it('is fresh when every output is newer than every input, nested folders included', () => {
    file('src/index.ts', 100)
    file('src/deep/er/view.tsx', 150)
    const outputs = [file('dist/index.js', 200), file('dist/index.d.ts', 210)]
    expect(isBuildFresh({ inputs: [join(root, 'src'), join(root, 'package.json')], outputs })).toBe(true)
  })

  it('is stale when a source deep in a folder changed after the oldest output', () => {
    file('src/index.ts', 100)
    file('src/deep/er/view.tsx', 205)
    const outputs = [file('dist/index.js', 200), file('dist/index.d.ts', 210)]
    expect(isBuildFresh({ inputs: [join(root, 'src')], outputs })).toBe(false)
  })

  it('is stale when an output is missing, or none is named', () => {
    file('src/index.ts', 100)
    const outputs = [file('dist/index.js', 200), join(root, 'dist', 'index.d.ts')]
    expect(isBuildFresh({ inputs: [join(root, 'src')], outputs })).toBe(false)
    expect(isBuildFresh({ inputs: [join(root, 'src')], outputs: [] })).toBe(false)
  })

  it('is stale when a single input file changed after the build', () => {
    file('src/index.ts', 100)
    const config = file('vite.config.ts', 300)
    const outputs = [file('dist/index.js', 200)]
    expect(isBuildFresh({ inputs: [join(root, 'src'), config], outputs })).toBe(false)
  })
})

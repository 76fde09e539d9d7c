import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { runsFromSource, sandboxFile } from './sandboxFiles.js'

const sandboxDir = fileURLToPath(new URL('..', import.meta.url))
let installed: string | undefined
afterEach(() => {
  if (installed) rmSync(installed, { recursive: true, force: true })
})

it('finds the package’s files from its source, which is what the tests run', () => {
  expect(runsFromSource).toBe(true)
  expect(sandboxFile('src/onramp/page')).toBe(join(sandboxDir, 'src', 'onramp', 'page'))
})

it('finds them from a chunk of the build too, as installed under node_modules', () => {
  installed = mkdtempSync(join(tmpdir(), 'walletkit-sandbox-files-'))
  const packageDir = join(installed, 'node_modules', '@walletkit', 'sandbox')
  mkdirSync(join(packageDir, 'dist', 'node'), { recursive: true })
  writeFileSync(join(packageDir, 'package.json'), '{}')
  expect(sandboxFile('dist/client/hostClient.js', join(packageDir, 'dist', 'node', 'host-abc123.js'))).toBe(
    join(packageDir, 'dist', 'client', 'hostClient.js'),
  )
})

it('says so when no package.json is above the module', () => {
  expect(() => sandboxFile('dist', '/no-such-folder/module.js')).toThrow(
    'No package.json above /no-such-folder/module.js',
  )
})

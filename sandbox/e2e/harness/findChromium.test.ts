import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findChromium, NO_CHROMIUM_MESSAGE } from './findChromium.js'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** An executable file at `path` inside a fresh folder. */
function fakeBrowser(folder: string, path: string): string {
  const file = join(folder, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, '#!/bin/sh\n')
  chmodSync(file, 0o755)
  return file
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and nothing when it points nowhere', () => {
    const folder = mkdtempSync(join(tmpdir(), 'walletkit-browser-'))
    const browser = fakeBrowser(folder, 'my-chrome')
    expect(findChromium({ env: { CHROMIUM_PATH: browser } })).toBe(browser)
    expect(findChromium({ env: { CHROMIUM_PATH: join(folder, 'missing') } })).toBeUndefined()
  })

  it('looks through the given paths in order, and finds nothing in an empty folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'walletkit-browser-'))
    const edge = fakeBrowser(folder, 'edge')
    const search = [join(folder, 'chromium'), edge].join(delimiter)
    expect(findChromium({ env: { CHROMIUM_SEARCH_PATHS: search } })).toBe(edge)
    expect(
      findChromium({ env: { CHROMIUM_SEARCH_PATHS: mkdtempSync(join(tmpdir(), 'walletkit-empty-')) } }),
    ).toBeUndefined()
  })

  it("finds the newest browser in Playwright's cache", () => {
    const cache = mkdtempSync(join(tmpdir(), 'walletkit-playwright-'))
    fakeBrowser(cache, 'chromium-1100/chrome-linux/chrome')
    const newest = fakeBrowser(cache, 'chromium-1200/chrome-linux/chrome')
    const env = { PLAYWRIGHT_BROWSERS_PATH: cache }
    expect(findChromium({ env, platform: 'linux', home: cache, usualPaths: [] })).toBe(newest)
    expect(findChromium({ env, platform: 'darwin', home: cache, usualPaths: [] })).toBeUndefined()
  })

  it('makes npm test stop at once with one message when there is no browser', () => {
    const empty = mkdtempSync(join(tmpdir(), 'walletkit-no-browser-'))
    const { CHROMIUM_PATH: _ignored, ...env } = process.env
    const started = Date.now()
    const run = spawnSync('npm', ['test', '--silent'], {
      cwd: repositoryRoot,
      env: { ...env, CHROMIUM_SEARCH_PATHS: empty },
      encoding: 'utf8',
      timeout: 60_000,
    })
    const output = `${run.stdout}${run.stderr}`
    expect(run.status).not.toBe(0)
    expect(output.split(NO_CHROMIUM_MESSAGE)).toHaveLength(2)
    expect(output).not.toContain('RUN')
    expect(Date.now() - started).toBeLessThan(20_000)
  }, 70_000)
})

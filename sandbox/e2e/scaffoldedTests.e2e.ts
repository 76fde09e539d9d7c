// The scaffolded app's own tests, as its developer and their CI run them: the app made by the packed
// create-walletkit in an empty folder, then its `npm test` (Playwright, tests/wallet.e2e.ts, the world started by
// tests/globalSetup.ts from the installed @walletkit/sandbox/testing), without a network.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, it, onTestFinished } from 'vitest'
import { type PackedApp, scaffoldPackedApp } from './cli/scaffoldPackedApp.js'
import { findChromium } from './harness/findChromium.js'
import { outsideRepositoryEnv } from './harness/installTarballs.js'
import { offlineCommand } from './harness/offlineCommand.js'
import { packWorkspaces } from './harness/packWorkspaces.js'

let app: PackedApp | undefined

beforeAll(() => {
  // The kit as the global setup built it; the tarballs and the app once per run, shared with packedPackages.e2e.ts.
  const packed = packWorkspaces({ dir: inject('packedDir'), buildKit: false })
  app = scaffoldPackedApp(packed, ['--template', 'vite-react-ts'], { shared: true })
}, 600_000)
afterAll(() => app?.cleanUp(), 60_000)

/** Runs `npm test` (with `args` after `--`) in the app, offline; its exit status and output. */
function npmTest(args: readonly string[] = []) {
  const offline = offlineCommand('npm', ['test', ...(args.length > 0 ? ['--', ...args] : [])])
  const run = spawnSync(offline.command, offline.args, {
    cwd: app?.projectDir,
    encoding: 'utf8',
    // The run's browser (the headless shell where installed, as the other e2e files): the app's tests take any
    // Chromium in CHROMIUM_PATH, as its README says.
    env: { ...outsideRepositoryEnv(), CHROMIUM_PATH: findChromium(), CI: 'true' },
    timeout: 420_000,
  })
  if (!offline.isolated) console.warn('No network namespace here: the app’s tests ran with the network')
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

it('writes the tests, the test script and a CI workflow that installs Chromium and runs npm test', () => {
  const projectDir = app?.projectDir ?? ''
  const packageJson = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'))
  expect(packageJson.scripts.test).toBe('playwright test')
  const workflow = readFileSync(join(projectDir, '.github', 'workflows', 'test.yml'), 'utf8')
  expect(workflow).toContain('apt-get install -y --no-install-recommends chromium')
  expect(workflow).toContain('run: npm ci')
  expect(workflow).toContain('run: npm test')
  expect(readFileSync(join(projectDir, 'README.md'), 'utf8')).toContain('## Adding a test')
  // The testing entry ships its declarations: the tests type-check against the installed package.
  const typecheck = spawnSync('npx', ['tsc', '-p', 'tests/tsconfig.json', '--noEmit'], {
    cwd: projectDir,
    encoding: 'utf8',
    env: outsideRepositoryEnv(),
  })
  expect(typecheck.status, typecheck.stdout + typecheck.stderr).toBe(0)
}, 120_000)

it('type-checks and builds for production with its own scripts', () => {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: app?.projectDir,
    encoding: 'utf8',
    env: outsideRepositoryEnv(),
  })
  expect(build.status, build.stdout + build.stderr).toBe(0)
  expect(readFileSync(join(app?.projectDir ?? '', 'dist', 'index.html'), 'utf8')).toContain(
    '<title>my-app</title>',
  )
}, 120_000)

it('passes its own npm test offline: connect, sign, send and see it mined, a declined connection, two scenarios', () => {
  const { status, output } = npmTest()
  expect(status, output).toBe(0)
  expect(output).toMatch(/\b6 passed\b/)
  for (const title of [
    'connects the browser wallet and shows the account',
    'signs a message',
    'sends 0.5 ETH from the account view, and it is mined',
    'a declined connection says so, and Retry connects',
    'when the balance service fails (scenario balance-500), the account view says so',
    'when the wallet rejects every request (scenario wallet-rejects), the app shows its own error',
  ])
    expect(output).toContain(title)
}, 480_000)

it('fails when the app loses its connect button: the scaffolded tests test the app', () => {
  const appFile = join(app?.projectDir ?? '', 'src', 'App.tsx')
  const source = readFileSync(appFile, 'utf8')
  expect(source).toContain('<ConnectButton />')
  writeFileSync(appFile, source.replace('<ConnectButton />', ''))
  // Put back afterwards: the app is the run's, shared with packedPackages.e2e.ts.
  onTestFinished(() => writeFileSync(appFile, source))
  const { status, output } = npmTest(['--max-failures=1'])
  expect(status, output).not.toBe(0)
  expect(output).toMatch(/\b1 failed\b/)
  expect(output).toContain('connects the browser wallet and shows the account')
}, 480_000)

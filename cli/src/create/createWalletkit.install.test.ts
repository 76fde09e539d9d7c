// The whole path a host developer takes, once per run (shared by the tests below): the built CLI scaffolds an app
// depending on the packed local kit, installs it with npm, and the app type-checks and builds on its own.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { listFiles } from '../testing/listFiles.js'
import { findTemplateDir } from './findTemplateDir.js'

const repository = join(import.meta.dirname, '..', '..', '..')
let parent: string
let project: string
let created: SpawnSyncReturns<string>

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 150_000,
  })
}

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'create-walletkit-install-'))
  project = join(parent, 'my-app')
  if (!existsSync(join(repository, 'kit', 'dist', 'index.js')))
    expect(run('npm', ['run', 'build', '--workspace', 'walletkit'], repository).status).toBe(0)
  const packed = run('npm', ['pack', '--workspace', 'walletkit', '--pack-destination', parent], repository)
  expect(packed.status, packed.stderr).toBe(0)
  const tarball = join(parent, packed.stdout.trim().split('\n').at(-1) ?? '')
  const built = run('npm', ['run', 'build', '--workspace', 'create-walletkit'], repository)
  expect(built.status, built.stderr).toBe(0)
  // The npm cache serves what it holds without asking the registry first.
  created = run(
    'node',
    [join(repository, 'cli', 'bin', 'create-walletkit.js'), 'my-app', '--yes', '--kit', tarball],
    parent,
    {
      npm_config_prefer_offline: 'true',
    },
  )
}, 200_000)
afterAll(() => {
  if (parent) rmSync(parent, { recursive: true, force: true })
}, 60_000)

it('scaffolds my-app with --yes, installs its dependencies and prints the next steps', () => {
  expect(created.status, `${created.stdout}\n${created.stderr}`).toBe(0)
  expect(created.stdout).toMatch(/✔ Installed dependencies in \d+\.\d s/)
  expect(created.stdout).toContain('Next steps:')
  expect(created.stdout).not.toContain('npm install')
})

it('has the template’s file tree, dotfiles renamed', () => {
  const template = listFiles(findTemplateDir('vite-react-ts'), ['node_modules', 'dist'])
    .map((file) => file.replace(/^_gitignore$/, '.gitignore').replace(/^_github\//, '.github/'))
    .sort()
  expect(listFiles(project, ['node_modules', 'package-lock.json'])).toEqual(template)
})

it('installs the local kit as a package of its own, not a link into the repository', () => {
  const kit = join(project, 'node_modules', 'walletkit')
  expect(lstatSync(kit).isSymbolicLink()).toBe(false)
  expect(JSON.parse(readFileSync(join(kit, 'package.json'), 'utf8')).version).toMatch(/^0\.1\.\d+$/)
})

it('type-checks and builds', () => {
  const typecheck = run('npm', ['run', 'typecheck'], project)
  expect(typecheck.status, typecheck.stdout).toBe(0)
  const build = run('npm', ['run', 'build'], project)
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0)
  expect(readFileSync(join(project, 'dist', 'index.html'), 'utf8')).toContain('<title>my-app</title>')
}, 120_000)

it('passes walletkit doctor', () => {
  const doctor = run('node', [join(repository, 'cli', 'bin', 'walletkit.js'), 'doctor'], project)
  expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0)
  expect(doctor.stdout).toContain('No problems found.')
}, 30_000)

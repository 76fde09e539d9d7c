import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestIo } from '../testing/createTestIo.js'
import { listFiles } from '../testing/listFiles.js'
import { DEFAULT_FEATURES } from './features.js'
import { findTemplateDir } from './findTemplateDir.js'
import { renderWalletKitConfig } from './renderWalletKitConfig.js'
import { runCreateWalletkit } from './runCreateWalletkit.js'
import { TEMPLATE_APP_NAME } from './scaffoldProject.js'
import { TEMPLATE_NAMES } from './templates.js'

const templateDir = findTemplateDir('vite-react-ts')

describe('create-walletkit --yes', () => {
  it('copies the template, renames _gitignore, names the package and writes the default config', async () => {
    const io = createTestIo()
    expect(await runCreateWalletkit(['my-app', '--yes', '--no-install'], io)).toBe(0)
    const project = join(io.cwd, 'my-app')
    const expected = listFiles(templateDir, ['node_modules', 'dist'])
      .map((file) => file.replace(/^_gitignore$/, '.gitignore').replace(/^_github\//, '.github/'))
      .sort()
    expect(listFiles(project)).toEqual(expected)
    const packageJson = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))
    expect(packageJson.name).toBe('my-app')
    // The released packages at the CLI's own version: the kit, and the CLI (with the sandbox) for `walletkit dev`.
    const version = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    ).version
    expect(packageJson.dependencies.walletkit).toBe(`^${version}`)
    expect(packageJson.devDependencies['create-walletkit']).toBe(`^${version}`)
    // The app's own tests (tests/wallet.e2e.ts) run with the sandbox's testing entry.
    expect(packageJson.devDependencies['@walletkit/sandbox']).toBe(`^${version}`)
    expect(packageJson.scripts.test).toBe('playwright test')
    expect(listFiles(project)).toContain('.github/workflows/test.yml')
    expect(packageJson.dependencies['@walletconnect/universal-provider']).toBe('2.25.0')
    expect(packageJson.overrides).toBeUndefined()
    expect(readFileSync(join(project, 'index.html'), 'utf8')).toContain('<title>my-app</title>')
    expect(readFileSync(join(project, 'walletkit.config.ts'), 'utf8')).toBe(
      readFileSync(join(templateDir, 'walletkit.config.ts'), 'utf8').replace(TEMPLATE_APP_NAME, 'my-app'),
    )
    expect(io.out()).toContain('Next steps:')
    expect(io.out()).toContain('cd my-app')
    expect(io.out()).toContain('npm install')
    expect(io.out()).toContain('npx walletkit dev')
    // Only the project folder: no staging folder left beside it.
    expect(readdirSync(io.cwd)).toEqual(['my-app'])
  })

  it('asks nothing without a terminal, even without --yes, and names the project walletkit-app', async () => {
    const io = createTestIo({ interactive: false })
    expect(await runCreateWalletkit(['--no-install'], io)).toBe(0)
    expect(readdirSync(io.cwd)).toEqual(['walletkit-app'])
    expect(io.out()).not.toContain('Project name')
  })

  it('writes the chosen project id, networks, features and language into the config', async () => {
    const io = createTestIo()
    const projectId = 'a'.repeat(32)
    const code = await runCreateWalletkit(
      [
        'dapp',
        '--yes',
        '--no-install',
        `--project-id=${projectId}`,
        '--namespaces=eip155,solana',
        '--networks=base,solana',
        '--features=swaps,email',
        '--locale=ar',
      ],
      io,
    )
    expect(code).toBe(0)
    const config = readFileSync(join(io.cwd, 'dapp', 'walletkit.config.ts'), 'utf8')
    expect(config).toContain(`projectId: '${projectId}'`)
    expect(config).toContain("import { base, solana } from 'walletkit/networks'")
    expect(config).toContain('networks: [base, solana],')
    expect(config).toContain('swaps: true')
    expect(config).toContain('onramp: false')
    expect(config).toContain('socials: false')
    expect(config).toContain("locale: 'ar',")
    // The app's kit gets the Solana adapter beside the EVM one.
    const kitModule = readFileSync(join(io.cwd, 'dapp', 'src', 'walletKit.ts'), 'utf8')
    expect(kitModule).toContain("import { createSolanaAdapter } from 'walletkit/solana'")
    expect(kitModule).toContain('adapters: [createEip155Adapter(), createSolanaAdapter()]')
  })

  it('depends on a local kit folder or tarball with --kit', async () => {
    const io = createTestIo()
    expect(
      await runCreateWalletkit(['app', '--yes', '--no-install', '--kit', '/tmp/walletkit-0.1.0.tgz'], io),
    ).toBe(0)
    const packageJson = JSON.parse(readFileSync(join(io.cwd, 'app', 'package.json'), 'utf8'))
    expect(packageJson.dependencies.walletkit).toBe('file:/tmp/walletkit-0.1.0.tgz')
    // The app runs `walletkit dev` from the CLI used, not from a release the registry may not have.
    expect(packageJson.devDependencies['create-walletkit']).toBeUndefined()
    expect(io.out()).toContain('npx -p create-walletkit walletkit dev')
  })

  it('depends on the tarballs npm pack wrote with --packed, the whole tree included', async () => {
    const io = createTestIo()
    const packed = join(io.cwd, 'packed')
    mkdirSync(packed)
    for (const file of ['walletkit-0.1.0.tgz', 'walletkit-sandbox-0.1.0.tgz', 'create-walletkit-0.1.0.tgz'])
      writeFileSync(join(packed, file), '')
    expect(await runCreateWalletkit(['app', '--yes', '--no-install', '--packed', 'packed'], io)).toBe(0)
    const packageJson = JSON.parse(readFileSync(join(io.cwd, 'app', 'package.json'), 'utf8'))
    expect(packageJson.dependencies.walletkit).toBe(`file:${join(packed, 'walletkit-0.1.0.tgz')}`)
    expect(packageJson.devDependencies['create-walletkit']).toBe(
      `file:${join(packed, 'create-walletkit-0.1.0.tgz')}`,
    )
    expect(packageJson.overrides).toEqual({
      walletkit: `file:${join(packed, 'walletkit-0.1.0.tgz')}`,
      '@walletkit/sandbox': `file:${join(packed, 'walletkit-sandbox-0.1.0.tgz')}`,
      'create-walletkit': `file:${join(packed, 'create-walletkit-0.1.0.tgz')}`,
    })
  })

  it('prints every flag with --help and exits 0', async () => {
    const io = createTestIo()
    expect(await runCreateWalletkit(['--help'], io)).toBe(0)
    for (const flag of [
      '--template',
      '--project-id',
      '--networks',
      '--namespaces',
      '--features',
      '--no-install',
      '--package-manager',
      '--yes',
      '--overwrite',
    ])
      expect(io.out()).toContain(flag)
    expect(readdirSync(io.cwd)).toEqual([])
  })
})

describe('create-walletkit refuses', () => {
  it('--packed naming a folder without the tarballs, and --kit with --packed, with exit 2 and no files', async () => {
    const io = createTestIo()
    mkdirSync(join(io.cwd, 'empty'))
    expect(await runCreateWalletkit(['app', '--yes', '--no-install', '--packed', 'empty'], io)).toBe(2)
    expect(io.err()).toContain(
      `WK_CLI_INVALID_FLAG: --packed: ${join(io.cwd, 'empty')} holds no tarball of walletkit, @walletkit/sandbox, create-walletkit`,
    )
    const both = ['app', '--yes', '--no-install', '--packed', 'empty', '--kit', 'kit.tgz']
    expect(await runCreateWalletkit(both, io)).toBe(2)
    expect(io.err()).toContain('WK_CLI_INVALID_FLAG: --kit and --packed: give one of them, not both')
    expect(readdirSync(io.cwd)).toEqual(['empty'])
  })

  it.each([
    [['app', '--bogus'], "WK_CLI_INVALID_FLAG: unknown option '--bogus'"],
    [
      ['app', '--networks', 'ethereum,moon'],
      'WK_CLI_INVALID_FLAG: --networks: "moon" is not one of ethereum, base',
    ],
    [
      ['app', '--namespaces', 'cosmos'],
      'WK_CLI_INVALID_FLAG: --namespaces: "cosmos" is not one of eip155, solana',
    ],
    [
      ['app', '--template', 'next'],
      "WK_CLI_INVALID_FLAG: option '--template <name>' argument 'next' is invalid",
    ],
    [
      ['app', '--package-manager', 'pip'],
      "WK_CLI_INVALID_FLAG: option '--package-manager <name>' argument 'pip'",
    ],
    [
      ['app', '--project-id', 'abc'],
      'WK_CLI_INVALID_FLAG: --project-id must be the 32 hexadecimal characters',
    ],
    [
      ['app', '--namespaces', 'eip155', '--networks', 'solana'],
      '"solana" is a solana network, outside --namespaces',
    ],
    [
      ['app', '--locale', 'xx'],
      'WK_CLI_INVALID_FLAG: --locale: "xx" is not one of ar, de, en, es, fr, hi, id, it, ja, ko, nl, pl, pt-BR',
    ],
    [['My App'], 'WK_CLI_INVALID_FLAG: project name "My App": use lower-case letters'],
  ])('%j with a clear message, exit 2 and no files', async (argv, message) => {
    const io = createTestIo()
    expect(await runCreateWalletkit([...argv, '--yes', '--no-install'], io)).toBe(2)
    expect(io.err()).toContain(message)
    expect(readdirSync(io.cwd)).toEqual([])
  })

  it('a feature the kit does not know, naming the option, with exit 1 and no files', async () => {
    const io = createTestIo()
    expect(
      await runCreateWalletkit(['app', '--yes', '--no-install', '--features', 'swaps,teleport'], io),
    ).toBe(1)
    expect(io.err()).toContain(
      'WK_CLI_INVALID_CONFIG: Invalid WalletKit option "features": unknown option "teleport"; nothing was written',
    )
    expect(readdirSync(io.cwd)).toEqual([])
  })

  it('a non-empty folder unless --overwrite, leaving what is there untouched', async () => {
    const io = createTestIo()
    mkdirSync(join(io.cwd, 'app'))
    writeFileSync(join(io.cwd, 'app', 'notes.txt'), 'mine')
    expect(await runCreateWalletkit(['app', '--yes', '--no-install'], io)).toBe(1)
    expect(io.err()).toContain(`WK_CLI_TARGET_NOT_EMPTY: ${join(io.cwd, 'app')} is not empty`)
    expect(readdirSync(io.cwd)).toEqual(['app'])
    expect(readdirSync(join(io.cwd, 'app'))).toEqual(['notes.txt'])

    expect(await runCreateWalletkit(['app', '--yes', '--no-install', '--overwrite'], io)).toBe(0)
    expect(existsSync(join(io.cwd, 'app', 'notes.txt'))).toBe(false)
    expect(existsSync(join(io.cwd, 'app', 'walletkit.config.ts'))).toBe(true)
  })

  it('an empty folder is fine', async () => {
    const io = createTestIo()
    mkdirSync(join(io.cwd, 'app'))
    expect(await runCreateWalletkit(['app', '--yes', '--no-install'], io)).toBe(0)
    expect(existsSync(join(io.cwd, 'app', 'package.json'))).toBe(true)
  })
})

it('reports an install that fails with its code and exit 1, keeping the complete project', async () => {
  const io = createTestIo()
  // No package manager on this PATH, so the install cannot start.
  io.env.PATH = join(io.cwd, 'no-such-bin')
  expect(await runCreateWalletkit(['app', '--yes'], io)).toBe(1)
  expect(io.out()).toContain('✖ npm install failed')
  expect(io.err()).toContain('WK_CLI_INSTALL_FAILED: npm install did not start; the project is complete')
  expect(existsSync(join(io.cwd, 'app', 'walletkit.config.ts'))).toBe(true)
  expect(readdirSync(io.cwd)).toEqual(['app'])
})

describe('the templates', () => {
  it.each(TEMPLATE_NAMES)('%s holds the config create-walletkit writes for the defaults', (name) => {
    const rendered = renderWalletKitConfig({
      projectName: TEMPLATE_APP_NAME,
      projectId: '',
      networks: ['ethereum', 'base'],
      features: [...DEFAULT_FEATURES],
    })
    expect(readFileSync(join(findTemplateDir(name), 'walletkit.config.ts'), 'utf8')).toBe(rendered)
  })
})

describe('create-walletkit --template next-app', () => {
  it('copies the Next.js template, names the app in its layout and writes a kit made per request', async () => {
    const io = createTestIo()
    const argv = ['shop', '--yes', '--no-install', '--template', 'next-app', '--namespaces=eip155,solana']
    expect(await runCreateWalletkit([...argv, '--networks=ethereum,solana'], io)).toBe(0)
    const project = join(io.cwd, 'shop')
    const nextDir = findTemplateDir('next-app')
    const expected = listFiles(nextDir, ['node_modules', '.next'])
      .map((file) => file.replace(/^_gitignore$/, '.gitignore').replace(/^_github\//, '.github/'))
      .sort()
    expect(listFiles(project)).toEqual(expected)
    const packageJson = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))
    expect(packageJson).toMatchObject({ name: 'shop', dependencies: { walletkit: '^0.1.0' } })
    expect(packageJson.dependencies.next).toMatch(/^\^16\./)
    expect(readFileSync(join(project, 'app', 'layout.tsx'), 'utf8')).toContain("title: 'shop'")
    expect(readFileSync(join(project, 'src', 'App.tsx'), 'utf8')).toContain('<h1>shop</h1>')
    const kitModule = readFileSync(join(project, 'src', 'walletKit.ts'), 'utf8')
    expect(kitModule).toContain('export function createAppWalletKit(initialState?: WalletKitInitialState)')
    expect(kitModule).toContain(
      'adapters: [createEip155Adapter(), createSolanaAdapter()], storage: cookieStorage(config)',
    )
    expect(kitModule).toContain('return withCookieState(kit, initialState)')
    expect(readFileSync(join(project, 'walletkit.config.ts'), 'utf8')).toContain(
      'networks: [mainnet, solana],',
    )
  })
})

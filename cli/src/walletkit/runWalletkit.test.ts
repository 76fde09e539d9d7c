import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainnet } from 'walletkit/networks'
import { runCreateWalletkit } from '../create/runCreateWalletkit.js'
import { createTestIo, type TestIo } from '../testing/createTestIo.js'
import { runWalletkit } from './runWalletkit.js'

const repositoryModules = join(import.meta.dirname, '..', '..', '..', 'node_modules')

/** A project from create-walletkit, its dependencies borrowed from the repository (which has them all). */
async function scaffolded({ installed = true } = {}): Promise<TestIo> {
  const maker = createTestIo()
  expect(await runCreateWalletkit(['app', '--yes', '--no-install'], maker)).toBe(0)
  const dir = join(maker.cwd, 'app')
  if (installed) symlinkSync(repositoryModules, join(dir, 'node_modules'), 'dir')
  return createTestIo({ cwd: dir })
}

function editConfig(io: TestIo, edit: (source: string) => string) {
  const file = join(io.cwd, 'walletkit.config.ts')
  writeFileSync(file, edit(readFileSync(file, 'utf8')))
}

describe('walletkit doctor', () => {
  it('finds no problem in a fresh project, and notes that an empty project id is sandbox only', async () => {
    const io = await scaffolded()
    expect(await runWalletkit(['doctor'], io), io.err()).toBe(0)
    expect(io.out()).toContain('✔ walletkit.config.ts parses')
    expect(io.out()).toContain('• projectId is empty: the app works in the sandbox only (walletkit dev)')
    expect(io.out()).toContain('✔ Ethereum (eip155:1) is known')
    expect(io.out()).toMatch(/✔ walletkit 0\.1\.\d+ fits this CLI \(\^0\.1\.\d+\)/)
    expect(io.out()).toMatch(/✔ react 19\.\d+\.\d+ satisfies the kit's >=18\.2/)
    expect(io.out()).toContain('No problems found.')
  }, 20_000)

  it('says what to fix: a malformed project id, and notes a network it does not know', async () => {
    const io = await scaffolded()
    editConfig(io, (source) =>
      source
        .replace("projectId: ''", "projectId: 'not-an-id'")
        .replace('[mainnet, base]', "[mainnet, { ...base, id: 845300, caipNetworkId: 'eip155:845300' }]"),
    )
    expect(await runWalletkit(['doctor'], io)).toBe(1)
    expect(io.out()).toContain('✖ projectId "not-an-id" is not 32 hexadecimal characters')
    expect(io.out()).toContain("→ copy the project id from your provider's dashboard")
    expect(io.out()).toContain('• Base (eip155:845300) is not a network create-walletkit knows')
    expect(io.err()).toContain('WK_CLI_DOCTOR_PROBLEMS: 1 problem to fix')
  }, 20_000)

  it('asks for an install first when the project has none', async () => {
    const io = await scaffolded({ installed: false })
    expect(await runWalletkit(['doctor'], io)).toBe(1)
    expect(io.out()).toContain(
      "✖ walletkit.config.ts imports walletkit, which is not installed: install the project's dependencies first (npm install)",
    )
    expect(io.out()).toContain('✖ walletkit is not installed')
    expect(io.err()).toContain('WK_CLI_DOCTOR_PROBLEMS: 2 problems to fix')
  }, 20_000)

  it('names the option of a config the kit rejects', async () => {
    const io = await scaffolded()
    editConfig(io, (source) => source.replace('swaps: true', "swaps: 'yes'"))
    expect(await runWalletkit(['doctor'], io)).toBe(1)
    expect(io.out()).toContain(
      '✖ walletkit.config.ts: Invalid WalletKit option "features.swaps": expected boolean',
    )
  }, 20_000)
})

describe('walletkit dev', () => {
  it('refuses a folder without walletkit.config.ts', async () => {
    const io = createTestIo()
    expect(await runWalletkit(['dev'], io)).toBe(1)
    expect(io.err()).toContain(
      `WK_CLI_CONFIG_NOT_FOUND: ${join(io.cwd, 'walletkit.config.ts')} does not exist`,
    )
  })

  it('refuses a config the kit rejects before starting anything', async () => {
    const io = await scaffolded()
    editConfig(io, (source) => source.replace('[mainnet, base]', "[mainnet, { ...base, name: '' }]"))
    expect(await runWalletkit(['dev'], io)).toBe(1)
    expect(io.err()).toContain(
      'WK_CLI_INVALID_CONFIG: walletkit.config.ts: Invalid WalletKit option "networks.1.name"',
    )
    expect(io.out()).not.toContain('ready')
  }, 20_000)

  it('refuses a config that does not load, or exports no options', async () => {
    const broken = await scaffolded({ installed: false })
    editConfig(broken, (source) => source.replace('export default {', 'export default {{'))
    expect(await runWalletkit(['dev'], broken)).toBe(1)
    expect(broken.err()).toContain('WK_CLI_INVALID_CONFIG: walletkit.config.ts could not be loaded:')

    const empty = await scaffolded({ installed: false })
    editConfig(empty, () => 'export const projectId = 1\n')
    expect(await runWalletkit(['dev'], empty)).toBe(1)
    expect(empty.err()).toContain(
      "WK_CLI_INVALID_CONFIG: walletkit.config.ts must export the kit's options as its default",
    )
  }, 20_000)

  it('asks for an install first when the project has none', async () => {
    const io = await scaffolded({ installed: false })
    expect(await runWalletkit(['dev'], io)).toBe(1)
    expect(io.err()).toContain(
      "WK_CLI_NOT_INSTALLED: walletkit.config.ts imports walletkit, which is not installed: install the project's dependencies first (npm install)",
    )

    // A config that imports nothing still needs the app's packages to run.
    const bare = await scaffolded({ installed: false })
    editConfig(bare, (source) =>
      source
        .replace(/^import \{[^}]+\} from 'walletkit\/networks'\n/m, '')
        .replace('[mainnet, base]', JSON.stringify([mainnet])),
    )
    expect(await runWalletkit(['dev'], bare)).toBe(1)
    expect(bare.err()).toContain(
      "has no node_modules: install the project's dependencies first (npm install)",
    )
  }, 20_000)

  it('refuses a port that is not one', async () => {
    const io = createTestIo()
    expect(await runWalletkit(['dev', '--port', 'eighty'], io)).toBe(2)
    expect(io.err()).toContain(
      'WK_CLI_INVALID_FLAG: --port must be a port number from 1 to 65535, not "eighty"',
    )
  })
})

describe('walletkit', () => {
  it.each([[['--help']], [['dev', '--help']], [['doctor', '--help']], [[]]])(
    '%j prints help and exits 0',
    async (argv) => {
      const io = createTestIo()
      expect(await runWalletkit(argv, io)).toBe(0)
      expect(io.out()).toContain('Usage: walletkit')
    },
  )

  it('refuses an unknown command with exit 2', async () => {
    const io = createTestIo()
    expect(await runWalletkit(['deploy'], io)).toBe(2)
    expect(io.err()).toContain("WK_CLI_INVALID_FLAG: unknown command 'deploy'")
  })
})

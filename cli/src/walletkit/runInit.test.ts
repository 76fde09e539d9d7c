import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createTestIo } from '../testing/createTestIo.js'
import { keys, typeAnswers } from '../testing/typeAnswers.js'
import { runWalletkit } from './runWalletkit.js'

const configOf = (dir: string) => readFileSync(join(dir, 'walletkit.config.ts'), 'utf8')

it('writes walletkit.config.ts into an existing project, named after its package', async () => {
  const io = createTestIo()
  writeFileSync(join(io.cwd, 'package.json'), JSON.stringify({ name: 'shop' }))
  expect(
    await runWalletkit(['init', '--yes', '--networks', 'base', '--features', 'send'], io),
    io.err(),
  ).toBe(0)
  const config = configOf(io.cwd)
  expect(config).toContain("name: 'shop'")
  expect(config).toContain('networks: [base],')
  expect(config).toContain('send: true')
  expect(config).toContain('swaps: false')
  expect(io.out()).toContain('✔ Wrote walletkit.config.ts')
})

it('refuses to replace a config unless --overwrite', async () => {
  const io = createTestIo()
  writeFileSync(join(io.cwd, 'walletkit.config.ts'), 'export default {}\n')
  expect(await runWalletkit(['init', '--yes'], io)).toBe(1)
  expect(io.err()).toContain(`WK_CLI_CONFIG_EXISTS: ${join(io.cwd, 'walletkit.config.ts')} exists already`)
  expect(configOf(io.cwd)).toBe('export default {}\n')
  expect(await runWalletkit(['init', '--yes', '--overwrite'], io)).toBe(0)
  expect(configOf(io.cwd)).toContain('networks: [mainnet, base],')
})

it('asks only about the kit at a terminal: project id, namespaces, networks, features, language', async () => {
  const io = createTestIo({ interactive: true })
  const typing = typeAnswers(io, [
    ['Project id', keys.enter],
    ['Namespaces', keys.enter],
    ['Networks', keys.enter],
    ['Features', `${keys.down}${keys.space}${keys.enter}`],
    ['Default language', keys.enter],
  ])
  expect(await runWalletkit(['init'], io), io.err()).toBe(0)
  await typing
  expect(io.out()).not.toContain('Project name')
  expect(io.out()).not.toContain('Install dependencies')
  expect(configOf(io.cwd)).toContain('onramp: false')
  expect(configOf(io.cwd)).not.toContain('locale')
})

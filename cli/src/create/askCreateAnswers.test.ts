import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createTestIo } from '../testing/createTestIo.js'
import { keys, typeAnswers } from '../testing/typeAnswers.js'
import { runCreateWalletkit } from './runCreateWalletkit.js'

it('asks every question at a terminal and writes the answers into walletkit.config.ts', async () => {
  const io = createTestIo({ interactive: true })
  const typing = typeAnswers(io, [
    ['Project name', `my-dapp${keys.enter}`],
    ['Template', keys.enter],
    ['Project id', `0123456789abcdef0123456789ABCDEF${keys.enter}`],
    ['Namespaces', keys.enter],
    // Ethereum and Base come preselected: drop Ethereum, add OP Mainnet.
    ['Networks', `${keys.space}${keys.down}${keys.down}${keys.space}${keys.enter}`],
    // Spec 1's defaults come preselected: turn swaps (the first) off.
    ['Features', `${keys.space}${keys.enter}`],
    // The visitor's browser language first, then ar, de, …: pick German.
    ['Default language', `${keys.down}${keys.down}${keys.enter}`],
    ['Install dependencies', `n${keys.enter}`],
  ])
  const code = await runCreateWalletkit([], io)
  await typing
  expect(code, io.err()).toBe(0)

  const config = readFileSync(join(io.cwd, 'my-dapp', 'walletkit.config.ts'), 'utf8')
  expect(config).toContain("projectId: '0123456789abcdef0123456789ABCDEF'")
  expect(config).toContain('networks: [base, optimism],')
  expect(config).toContain('swaps: false')
  expect(config).toContain('onramp: true')
  expect(config).toContain('legalCheckbox: false')
  expect(config).toContain("name: 'my-dapp'")
  expect(config).toContain("locale: 'de',")
  expect(io.out()).toContain('Next steps')
  expect(io.out()).toContain('npm install')
})

it('asks only what the flags leave open', async () => {
  const io = createTestIo({ interactive: true })
  const typing = typeAnswers(io, [
    ['Project id', keys.enter],
    ['Features', keys.enter],
    ['Default language', keys.enter],
  ])
  const code = await runCreateWalletkit(
    ['app', '--template=vite-react-ts', '--namespaces=eip155', '--networks=base', '--no-install'],
    io,
  )
  await typing
  expect(code, io.err()).toBe(0)
  expect(io.out()).not.toContain('Project name')
  expect(io.out()).not.toContain('Networks')
  const config = readFileSync(join(io.cwd, 'app', 'walletkit.config.ts'), 'utf8')
  expect(config).toContain('networks: [base],')
  // The preselected answer: the visitor's browser language, so no locale is written.
  expect(config).not.toContain('locale')
})

it("offers the visitor's browser language first, then each locale by its own name", async () => {
  const io = createTestIo({ interactive: true })
  const typing = typeAnswers(io, [
    ['Project id', keys.enter],
    ['Features', keys.enter],
    // The last of the 20: zh-TW, one up from the browser's language (the list wraps).
    ['Default language', `${keys.up}${keys.enter}`],
  ])
  const code = await runCreateWalletkit(
    ['app', '--template=vite-react-ts', '--namespaces=eip155', '--networks=base', '--no-install'],
    io,
  )
  await typing
  expect(code, io.err()).toBe(0)
  const question = io.out().slice(io.out().indexOf('Default language'))
  expect(question).toContain("The visitor's browser language")
  expect(question).toContain('English when the kit lacks it')
  for (const ownName of ['العربية', 'Deutsch', 'English', '日本語', 'português (Brasil)', '中文（台灣）'])
    expect(question).toContain(ownName)
  expect(readFileSync(join(io.cwd, 'app', 'walletkit.config.ts'), 'utf8')).toContain("locale: 'zh-TW',")
})

it('asks no language when --locale gives one', async () => {
  const io = createTestIo({ interactive: true })
  const typing = typeAnswers(io, [
    ['Project id', keys.enter],
    ['Features', keys.enter],
  ])
  const code = await runCreateWalletkit(
    [
      'app',
      '--template=vite-react-ts',
      '--namespaces=eip155',
      '--networks=base',
      '--locale=ja',
      '--no-install',
    ],
    io,
  )
  await typing
  expect(code, io.err()).toBe(0)
  expect(io.out()).not.toContain('Default language')
  expect(readFileSync(join(io.cwd, 'app', 'walletkit.config.ts'), 'utf8')).toContain("locale: 'ja',")
})

it('exits 0 and writes nothing when the person cancels a prompt', async () => {
  const io = createTestIo({ interactive: true })
  const typing = typeAnswers(io, [
    ['Project name', `my-dapp${keys.enter}`],
    ['Template', keys.ctrlC],
  ])
  expect(await runCreateWalletkit([], io)).toBe(0)
  await typing
  expect(io.out()).toContain('Cancelled; nothing was written.')
  expect(readdirSync(io.cwd)).toEqual([])
})

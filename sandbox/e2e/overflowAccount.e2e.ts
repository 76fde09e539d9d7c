// The overflow and screenshot walk, account side: Account and every view it leads to, at 360 and 320 px in light and
// dark with the longest strings (the connect side is in overflowConnect.e2e.ts; harness/viewWalk.ts says which view
// each walks and why some are not walked).
import type { SandboxWorld } from '@walletkit/fixtures'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { settle } from './harness/settle.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { createViewWalk, viewsWalkedIn } from './harness/viewWalk.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** A long name to register: valid (letters and hyphens), 39 characters before the registry's suffix. */
const LONG_NAME = 'alexandria-montgomery-featherstonehaugh'

it('holds Account and every view it leads to inside the dialog at 360 and 320 px, in light and dark, with the longest strings', async () => {
  const { page } = await openPage(browser(), { name: 'overflow-account', width: 360 })
  const walk = createViewWalk(page)
  // With smart sessions on, Account shows their entry too.
  await gotoPlayground(page, sandboxUrl(), { params: { smartSessions: '1' } })
  const app = hostApp(page)
  const dialog = app.dialog()
  const back = () => dialog.getByRole('button', { name: 'Back' }).click()
  const ethereum = world.chains[0]
  if (!ethereum) throw new Error('The sandbox world lacks a chain')

  await app.connect()
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'Interoperable Staked Governance Token' })
    .waitFor({ timeout: 10_000 })
  await walk.inspect('account-tokens')
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await dialog.getByRole('list', { name: 'NFTs' }).getByRole('listitem').first().waitFor({ timeout: 10_000 })
  await walk.inspect('account-nfts')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const newest = dialog.getByRole('tabpanel').getByRole('listitem').first()
  await newest.waitFor({ timeout: 10_000 })
  await walk.inspect('account-activity')
  await newest.getByRole('button').click()
  await dialog.getByRole('heading', { name: 'Transaction' }).waitFor({ timeout: 10_000 })
  await walk.inspect('activity-detail')
  await back()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  // Account slides back in: the network button takes a click once the slide has ended.
  await settle(page)

  await dialog.getByRole('button', { name: ethereum.name }).click()
  await dialog.getByRole('heading', { name: 'Choose network' }).waitFor()
  await walk.inspect('networks')
  await back()
  for (const [action, title] of [
    ['Send', 'Send'],
    ['Receive', 'Receive'],
    ['Swap', 'Swap'],
    ['Buy', 'Buy crypto'],
  ] as const) {
    await dialog.getByRole('button', { name: action, exact: true }).click()
    await dialog.getByRole('heading', { name: title }).waitFor({ timeout: 10_000 })
    await walk.inspect(action.toLowerCase())
    if (action === 'Swap') {
      // The token list, where the longest symbol (STAKEDGOVERNANCE) shows.
      await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
      await dialog.getByText('STAKEDGOVERNANCE').first().waitFor({ timeout: 10_000 })
      await walk.inspect('swap-token-list')
      await dialog.getByRole('button', { name: 'Back to swap' }).click()
    }
    await back()
    await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  }
  await dialog.getByRole('button', { name: 'Smart sessions' }).click()
  await dialog
    .getByRole('list', { name: 'Smart sessions' })
    .getByRole('listitem')
    .first()
    .waitFor({ timeout: 10_000 })
  await walk.inspect('smart-sessions')
  await back()

  const names = await registerLongName()
  expect({ ...walk.offenders, ...names.offenders }).toEqual({})
  expect(new Set([...walk.seen(), ...names.seen()])).toEqual(new Set(viewsWalkedIn('account')))
}, 180_000)

/** Dave (who has no name) chooses the longest name, signs the registration and sees the success view. */
async function registerLongName() {
  const { page } = await openPage(browser(), { name: 'overflow-register-name', width: 360 })
  const walk = createViewWalk(page)
  await gotoPlayground(page, sandboxUrl(), { account: 'Dave' })
  const app = hostApp(page)
  const dialog = app.dialog()
  await app.connect()
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await dialog.getByRole('heading', { name: 'Choose a name' }).waitFor()
  await walk.inspect('register-account-name')
  await dialog.getByRole('textbox', { name: 'Name' }).fill(LONG_NAME)
  await dialog.getByText(`${LONG_NAME}.wk.id is available`).waitFor({ timeout: 10_000 })
  await walk.inspect('register-account-name-long')
  await dialog.getByRole('button', { name: `Register ${LONG_NAME}.wk.id` }).click()
  await walletPanel(page).approve('personal_sign')
  await dialog.getByRole('button', { name: 'Done' }).waitFor({ timeout: 10_000 })
  await walk.inspect('register-account-name-success')
  return walk
}

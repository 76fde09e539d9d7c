import type { SandboxWorld } from '@walletkit/fixtures'
import { beforeAll, expect, inject, it } from 'vitest'
import type { OverflowOffender } from './harness/findOverflow.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inspectViews } from './harness/inspectViews.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { requestFromWallet } from './harness/requestFromWallet.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(inject('sandboxUrl'))
})

/** 60 characters, the longest address the email field is tested with. */
const LONG_EMAIL = 'alexandria.montgomery-featherstonehaugh@mail.longest.example'
/** The directory's longest wallet name (fixtures' wallet directory). */
const LONG_WALLET =
  'Wallet With A Name So Long That It Needs Truncation In Every Single Place It Appears On The Screen'
/** A chain id no network of the kit has, reached through the first local chain's RPC. */
const UNLISTED_CHAIN_ID = 31_337_777

it('holds every reachable view inside the dialog at 360 and 320 px, in light and dark, with the longest strings', async () => {
  const { page } = await openPage(browser(), { name: 'overflow', width: 360 })
  const offenders: Record<string, OverflowOffender[]> = {}
  const inspect = (view: string) => inspectViews(page, view, offenders)
  await gotoPlayground(page, inject('sandboxUrl'))
  const app = hostApp(page)
  const dialog = app.dialog()
  const back = () => dialog.getByRole('button', { name: 'Back' }).click()
  const ethereum = world.chains[0]
  if (!ethereum) throw new Error('The sandbox world lacks a chain')

  await app.connectButton().click()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).waitFor()
  await inspect('connect')

  await dialog.getByRole('button', { name: 'All wallets' }).click()
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).waitFor({ timeout: 10_000 })
  await inspect('all-wallets')
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('Needs Truncation')
  await dialog.getByRole('button', { name: LONG_WALLET }).waitFor({ timeout: 10_000 })
  await inspect('all-wallets-search')
  await search.fill('no such wallet anywhere')
  await dialog.getByText('No wallet found').waitFor({ timeout: 10_000 })
  await inspect('all-wallets-none')
  await dialog.getByRole('button', { name: 'Clear search' }).click()
  await expect.poll(() => search.inputValue()).toBe('')
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect Harbor Wallet' }).waitFor({ timeout: 15_000 })
  await inspect('walletconnect-qr')
  await back()
  await back()

  await dialog.getByRole('textbox', { name: 'Email address' }).fill(LONG_EMAIL)
  await inspect('email-entry')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await inspect('confirm-email')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await app.connect()
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'Interoperable Staked Governance Token' })
    .waitFor({ timeout: 10_000 })
  await inspect('account-tokens')
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await dialog.getByRole('list', { name: 'NFTs' }).getByRole('listitem').first().waitFor({ timeout: 10_000 })
  await inspect('account-nfts')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByRole('tabpanel').getByRole('listitem').first().waitFor({ timeout: 10_000 })
  await inspect('account-activity')

  await dialog.getByRole('button', { name: ethereum.name }).click()
  await dialog.getByRole('heading', { name: 'Choose network' }).waitFor()
  await inspect('networks')
  await back()
  for (const [action, title] of [
    ['Send', 'Send'],
    ['Receive', 'Receive'],
    ['Swap', 'Swap'],
    ['Buy', 'Buy crypto'],
  ] as const) {
    await dialog.getByRole('button', { name: action, exact: true }).click()
    await dialog.getByRole('heading', { name: title }).waitFor({ timeout: 10_000 })
    await inspect(action.toLowerCase())
    if (action === 'Swap') {
      // The token list, where the longest symbol (STAKEDGOVERNANCE) shows.
      await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
      await dialog.getByText('STAKEDGOVERNANCE').first().waitFor({ timeout: 10_000 })
      await inspect('swap-token-list')
      await dialog.getByRole('button', { name: 'Back to swap' }).click()
    }
    await back()
    await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  }
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  const chainIdHex = `0x${UNLISTED_CHAIN_ID.toString(16)}`
  const adding = requestFromWallet(page, {
    method: 'wallet_addEthereumChain',
    params: [{ chainId: chainIdHex, chainName: 'Elsewhere', rpcUrls: [ethereum.rpcUrl] }],
  })
  await walletPanel(page).approve('wallet_addEthereumChain')
  await adding
  const switching = requestFromWallet(page, {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: chainIdHex }],
  })
  if (
    await walletPanel(page)
      .request('wallet_switchEthereumChain')
      .isVisible({ timeout: 1_000 })
      .catch(() => false)
  )
    await walletPanel(page).approve('wallet_switchEthereumChain')
  await switching
  await dialog.getByRole('heading', { name: 'Switch network' }).waitFor({ timeout: 10_000 })
  await inspect('unsupported-chain')

  expect(offenders).toEqual({})
}, 90_000)

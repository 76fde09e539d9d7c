// The overflow and screenshot walk, connect side: every view before and around a connection, at 360 and 320 px in
// light and dark with the longest strings (the account side is in overflowAccount.e2e.ts; harness/viewWalk.ts says
// which view each walks and why some are not walked).
import type { SandboxWorld } from '@walletkit/fixtures'
import { beforeAll, expect, it } from 'vitest'
import { freshEmail, loginFrame, loginWithEmail } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { requestFromWallet } from './harness/requestFromWallet.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { createViewWalk, viewsWalkedIn } from './harness/viewWalk.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** 60 characters, the longest address the email field is tested with. */
const LONG_EMAIL = 'alexandria.montgomery-featherstonehaugh@mail.longest.example'
/** The directory's longest wallet name (fixtures' wallet directory). */
const LONG_WALLET =
  'Wallet With A Name So Long That It Needs Truncation In Every Single Place It Appears On The Screen'
/** A chain id no network of the kit has, reached through the first local chain's RPC. */
const UNLISTED_CHAIN_ID = 31_337_777

it('holds every connect-side view inside the dialog at 360 and 320 px, in light and dark, with the longest strings', async () => {
  const { page } = await openPage(browser(), { name: 'overflow-connect', width: 360 })
  const walk = createViewWalk(page)
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()
  const back = () => dialog.getByRole('button', { name: 'Back' }).click()
  const ethereum = world.chains[0]
  if (!ethereum) throw new Error('The sandbox world lacks a chain')

  await app.connectButton().click()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).waitFor()
  await walk.inspect('connect')

  await dialog.getByRole('button', { name: 'All wallets' }).click()
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).waitFor({ timeout: 10_000 })
  await walk.inspect('all-wallets')
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('Needs Truncation')
  await dialog.getByRole('button', { name: LONG_WALLET }).waitFor({ timeout: 10_000 })
  await walk.inspect('all-wallets-search')
  await search.fill('no such wallet anywhere')
  await dialog.getByText('No wallet found').waitFor({ timeout: 10_000 })
  await walk.inspect('all-wallets-none')
  await dialog.getByRole('button', { name: 'Clear search' }).click()
  await expect.poll(() => search.inputValue()).toBe('')
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect Harbor Wallet' }).waitFor({ timeout: 15_000 })
  await walk.inspect('walletconnect-qr')
  await back()
  await back()

  await dialog.getByRole('textbox', { name: 'Email address' }).fill(LONG_EMAIL)
  await walk.inspect('email-entry')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await walk.inspect('confirm-email')
  await back()

  // A social login waits on its popup; closed, the view offers Try again.
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await dialog.getByText('Log in with Google').waitFor()
  await walk.inspect('connecting-social')
  await popup.close()
  await dialog.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 5_000 })
  await walk.inspect('connecting-social-cancelled')
  await back()
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await dialog.getByRole('img', { name: 'QR code for Farcaster' }).waitFor({ timeout: 10_000 })
  await walk.inspect('connecting-farcaster')
  await back()

  // The browser wallet's request waits in the panel: "Continue in Sandbox Wallet".
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await dialog.getByText('Continue in Sandbox Wallet').waitFor({ timeout: 10_000 })
  await walk.inspect('connecting-external')
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })

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
  await walk.inspect('unsupported-chain')

  expect(walk.offenders).toEqual({})
  expect(new Set([...walk.seen(), ...(await walletsThenSiwe()), ...(await embeddedWallet())])).toEqual(
    new Set(viewsWalkedIn('connect')),
  )
}, 240_000)

/** With emailShowWallets off the wallets wait behind "Continue with a wallet" (ConnectWallets); SIWE follows. */
async function walletsThenSiwe(): Promise<string[]> {
  const { page } = await openPage(browser(), { name: 'overflow-connect-wallets', width: 360 })
  const walk = createViewWalk(page)
  await gotoPlayground(page, sandboxUrl(), { params: { emailShowWallets: '0', siwe: '1' } })
  const dialog = hostApp(page).dialog()
  await hostApp(page).connectButton().click()
  const entry = dialog.getByRole('button', { name: 'Continue with a wallet' })
  await entry.waitFor()
  await walk.inspect('connect-email-first')
  await entry.click()
  const wallet = dialog.getByRole('button', { name: /Sandbox Wallet/ })
  await wallet.waitFor({ timeout: 10_000 })
  await walk.inspect('connect-wallets')
  await wallet.click()
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 10_000 })
  await walk.inspect('connecting-siwe')
  expect(walk.offenders).toEqual({})
  return walk.seen()
}

/** An embedded wallet's Update email, and its approval views (personal_sign, a transaction) with the login frame. */
async function embeddedWallet(): Promise<string[]> {
  const { page } = await openPage(browser(), { name: 'overflow-embedded-approvals', width: 360 })
  const walk = createViewWalk(page)
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()
  await loginWithEmail(page, freshEmail('overflow-approvals'))
  await dialog.getByRole('button', { name: 'Update email' }).click()
  await dialog.getByRole('textbox', { name: 'New email address' }).fill(LONG_EMAIL)
  await walk.inspect('update-email')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached' })
  for (const [action, heading, name] of [
    ['Sign a message', 'Sign message', 'sign-message'],
    ['Send 0.001 ETH to yourself', 'Approve transaction', 'approve-transaction'],
  ] as const) {
    await page.getByRole('button', { name: action }).click()
    await dialog.getByRole('heading', { name: heading }).waitFor({ timeout: 10_000 })
    await loginFrame(page).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 10_000 })
    await walk.inspect(name)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  }
  expect(walk.offenders).toEqual({})
  return walk.seen()
}

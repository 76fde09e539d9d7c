import type { Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { settle } from './harness/settle.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { startSendWorldForFile } from './harness/startSendWorldForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
const sendWorld = startSendWorldForFile()

/** Saves the open dialog in light and in dark. */
async function screenshots(page: Page, name: string) {
  const app = hostApp(page)
  await app.screenshot(`${name}-light`)
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot(`${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

/** The kit's one short form of an address (spec 5): checksummed, 4 leading and 6 trailing characters. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

it('shows a sent transaction in Activity with its recipient, status and explorer link, and its detail', async () => {
  const tab = await openPage(browser(), { name: 'activity-detail' })
  const { page } = tab
  const { chain, alice, bob } = sendWorld()
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connect()
  // The account button and Account show the same checksummed short address.
  expect(await app.button().textContent()).toMatch(new RegExp(`${short(alice.address)}|\\.eth`))
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.locator('p', { hasText: 'Total balance' }).waitFor({ timeout: 10_000 })

  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.25')
  await dialog.getByLabel('To', { exact: true }).fill(bob.address.toLowerCase())
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  // The preview shows the receiver whole and checksummed, to be verified.
  await dialog.getByText(bob.address, { exact: true }).waitFor()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByRole('heading', { name: 'Account' }).waitFor({ timeout: 10_000 })

  // Mined on the local chain, the history lists it: "Sent" and "Confirmed", to Bob, the amount signed.
  const newest = dialog.getByRole('tabpanel').getByRole('listitem').first()
  await expect
    .poll(() => newest.textContent(), { timeout: 20_000 })
    .toMatch(new RegExp(`Sent Confirmedto ${short(bob.address)}-0\\.250 ${chain.nativeSymbol}`))
  expect(await runAxe(page, dialog)).toEqual([])
  await screenshots(page, 'activity-after-send')

  await newest.getByRole('button').click()
  await dialog.getByRole('heading', { name: 'Transaction' }).waitFor()
  const details = dialog.getByRole('definition')
  await expect.poll(() => details.allTextContents()).toContain(bob.address)
  expect(await details.allTextContents()).toContain('Confirmed')
  const explorer = dialog.getByRole('link', { name: 'View on Etherscan' })
  const href = (await explorer.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/)
  expect(await explorer.getAttribute('target')).toBe('_blank')
  // The link names the very transaction that paid Bob on the local chain.
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const receipt = await client.getTransactionReceipt({ hash: href.slice(-66) as `0x${string}` })
  expect(receipt).toMatchObject({ status: 'success', to: bob.address.toLowerCase() })
  // Colours are measured once the view's slide and the toast have ended (mid-fade they read as low contrast).
  await settle(page)
  expect(await runAxe(page, dialog)).toEqual([])
  await screenshots(page, 'activity-detail')

  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  // Alice's history also holds an NFT she sent: shown as the NFT, not as "-1.000 Pixel Harbors #6887".
  const nftRow = dialog.getByRole('button', { name: /Pixel Harbors #6887/ })
  await expect
    .poll(
      async () => {
        if (await nftRow.count()) return true
        const more = dialog.getByRole('button', { name: 'Load more' })
        if (await more.count()) await more.click()
        return false
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  await nftRow.scrollIntoViewIfNeeded()
  expect(await nftRow.textContent()).toMatch(/^Sent Confirmedto 0x\w{2}…\w{6}Pixel Harbors #6887/)
  await screenshots(page, 'activity-nft')
  await nftRow.click()
  await dialog.getByRole('heading', { name: 'Transaction' }).waitFor()
  await expect.poll(() => dialog.getByRole('definition').allTextContents()).toContain('Confirmed')
  await screenshots(page, 'activity-nft-detail')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await dialog.getByRole('tabpanel').getByRole('listitem').first().waitFor({ timeout: 10_000 })
  await screenshots(page, 'account-nfts')
  expect(tab.remoteRequests()).toEqual([])
})

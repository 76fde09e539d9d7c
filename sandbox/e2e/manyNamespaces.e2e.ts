import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

/** Alice's accounts in the sandbox world: her EVM name and her Solana address, truncated as the button shows it. */
const EVM_SHOWN = 'alice.eth'
const SOLANA_SHOWN = 'DvKY…fGFgsq'

/** Screenshots and axe of the open dialog in light and dark, ending in light. */
async function lookInBothModes(page: Page, name: string) {
  const app = hostApp(page)
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme })
    await app.screenshot(`${name}-${colorScheme}`)
    expect(await runAxe(page, app.dialog())).toEqual([])
  }
}

it('connects an EVM and a Solana wallet in one page and switches between their accounts in the modal', async () => {
  const tab = await openPage(browser(), { name: 'many-namespaces' })
  const { page } = tab
  await gotoPlayground(page, `${sandboxUrl()}?namespaces=solana`)
  const app = hostApp(page)
  const panel = walletPanel(page)
  const dialog = app.dialog()

  // Both wallets are offered side by side; the EVM one connects directly.
  await app.connectButton().click()
  await dialog.getByRole('button', { name: /Sandbox Solana Wallet/ }).waitFor()
  await dialog.getByRole('button', { name: /^Sandbox Wallet/ }).click()
  await panel.approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.header.getByRole('button', { name: EVM_SHOWN }).waitFor({ timeout: 10_000 })

  // Networks lists the Solana network too; picking it with no Solana account leads to Solana's wallets only.
  await app.header.getByRole('button', { name: EVM_SHOWN }).click()
  await dialog.getByRole('button', { name: 'Solana: connect a wallet', pressed: false }).waitFor()
  await dialog.getByText('10,000.000 ETH').first().waitFor({ timeout: 10_000 })
  await lookInBothModes(page, 'many-namespaces-account-add')
  await dialog.getByRole('button', { name: /^Network:/ }).click()
  await dialog.getByRole('button', { name: 'Solana (local)' }).click()
  await dialog.getByRole('heading', { name: 'Connect Solana wallet' }).waitFor()
  await dialog.getByRole('button', { name: /Sandbox Solana Wallet/ }).waitFor()
  expect(await dialog.getByRole('button', { name: /^Sandbox Wallet/ }).count()).toBe(0)
  await lookInBothModes(page, 'many-namespaces-connect-solana')
  await dialog.getByRole('button', { name: /Sandbox Solana Wallet/ }).click()
  await panel.approve('standard:connect')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.header.getByRole('button', { name: SOLANA_SHOWN }).waitFor({ timeout: 10_000 })

  // Account shows the Solana account, with a switch to the EVM one.
  await app.header.getByRole('button', { name: SOLANA_SHOWN }).click()
  const accounts = dialog.getByRole('group', { name: 'Accounts' })
  await accounts.getByRole('button', { name: 'Solana', pressed: true }).waitFor()
  await dialog.getByText(/ SOL$/).first().waitFor({ timeout: 10_000 })
  await dialog.getByText(SOLANA_SHOWN, { exact: true }).waitFor()
  await lookInBothModes(page, 'many-namespaces-account-solana')

  await accounts.getByRole('button', { name: 'Ethereum', pressed: false }).click()
  await accounts.getByRole('button', { name: 'Ethereum', pressed: true }).waitFor()
  await dialog.getByText(EVM_SHOWN, { exact: true }).waitFor()
  await dialog.getByText('10,000.000 ETH').first().waitFor({ timeout: 10_000 })
  await app.header.getByRole('button', { name: EVM_SHOWN }).waitFor()
  await lookInBothModes(page, 'many-namespaces-account-evm')

  // And back: the account button follows the account Account shows.
  await accounts.getByRole('button', { name: 'Solana', pressed: false }).click()
  await dialog.getByText(SOLANA_SHOWN, { exact: true }).waitFor()
  await app.header.getByRole('button', { name: SOLANA_SHOWN }).waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it('lists a wallet announced in both namespaces once and asks which chain to connect', async () => {
  const tab = await openPage(browser(), { name: 'many-namespaces-chooser' })
  const { page } = tab
  await gotoPlayground(page, `${sandboxUrl()}?namespaces=solana`)
  const app = hostApp(page)
  const dialog = app.dialog()

  // The sandbox's EVM provider announced again under the Solana wallet's name: one wallet in two namespaces,
  // as Phantom is (an EIP-6963 provider and a Wallet Standard wallet).
  await page.evaluate(() => {
    type Detail = { info: { uuid: string; name: string; rdns: string; icon: string }; provider: unknown }
    const onAnnounce = (event: Event) => {
      const { info, provider } = (event as CustomEvent<Detail>).detail
      if (info.rdns !== 'io.walletkit.sandbox') return
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      const alias = {
        ...info,
        uuid: crypto.randomUUID(),
        name: 'Sandbox Solana Wallet',
        rdns: 'io.walletkit.both',
      }
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: alias, provider }) }),
        )
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    }
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  })

  await app.connectButton().click()
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  await wallets.getByRole('button', { name: /Sandbox Solana Wallet/ }).waitFor()
  expect(await wallets.getByRole('button', { name: /Sandbox Solana Wallet/ }).count()).toBe(1)
  await wallets.getByRole('button', { name: /Sandbox Solana Wallet/ }).click()
  await dialog.getByRole('heading', { name: 'Select chain' }).waitFor()
  const chains = dialog.getByRole('list', { name: 'Chains' })
  await chains.getByRole('button', { name: 'Ethereum' }).waitFor()
  expect(await chains.getByRole('button').allTextContents()).toEqual(['Ethereum', 'Solana'])
  await lookInBothModes(page, 'many-namespaces-chooser')

  await chains.getByRole('button', { name: 'Ethereum' }).click()
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.header.getByRole('button', { name: EVM_SHOWN }).waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})

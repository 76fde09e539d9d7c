import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { copyWalletConnectUri, walletConnectPanel } from './harness/walletConnectPanel.js'

const browser = startBrowserForFile()

async function open(name: string, query = '') {
  const tab = await openPage(browser(), { name })
  const playgroundUrl = sandboxUrl()
  await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playgroundUrl).origin,
  })
  if (query) {
    await tab.page.goto(new URL(query, playgroundUrl).toString())
    await tab.page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  } else await gotoPlayground(tab.page, playgroundUrl)
  return { tab, app: hostApp(tab.page), panel: walletConnectPanel(tab.page) }
}

/** Disconnects from the host and waits until the session made since `before` is gone from the test wallet too. */
async function disconnectAfter(
  app: ReturnType<typeof hostApp>,
  panel: ReturnType<typeof walletConnectPanel>,
  before: readonly string[],
) {
  const mine = (await panel.state()).sessions
    .map((session) => session.topic)
    .filter((topic) => !before.includes(topic))
  expect(mine).toHaveLength(1)
  await app.button().click()
  await app.dialog().getByRole('button', { name: 'Disconnect' }).click()
  // The kit resets once the relay has taken the session's deletion: on a loaded CI machine that took over 10 s once.
  await app.connectButton().waitFor({ timeout: 20_000 })
  await expect
    .poll(async () => (await panel.state()).sessions.filter((session) => mine.includes(session.topic)), {
      timeout: 10_000,
    })
    .toEqual([])
}

const topics = async (panel: ReturnType<typeof walletConnectPanel>) =>
  (await panel.state()).sessions.map((session) => session.topic)

it('shows Connection declined when the wallet rejects the session, and Retry offers a new pairing that connects', async () => {
  const { tab, app, panel } = await open('walletconnect-declined')
  const { page } = tab
  const before = await topics(panel)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect a wallet' }).waitFor({ timeout: 15_000 })
  const first = await copyWalletConnectUri(page)
  await panel.pair(first)
  await panel.item('session proposal').waitFor({ timeout: 10_000 })
  await panel.reject('session proposal')

  await dialog.getByText('Connection declined').waitFor({ timeout: 10_000 })
  await app.screenshot('walletconnect-declined')
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect a wallet' }).waitFor({ timeout: 15_000 })
  const second = await copyWalletConnectUri(page)
  expect(second).not.toBe(first)
  await panel.pair(second)
  await panel.item('session proposal').waitFor({ timeout: 10_000 })
  await panel.approve('session proposal')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await app.accountButton().waitFor({ timeout: 10_000 })
  await disconnectAfter(app, panel, before)
  expect(tab.remoteRequests()).toEqual([])
})

it('replaces a pairing left to expire with a new URI, which then connects', async () => {
  // The sandbox shortens the 4 minutes to 12 s; the new URI comes 10 s before expiry (spec 5), so after about 2 s.
  const { tab, app, panel } = await open('walletconnect-expiry', '/?wcPairingExpiry=12000')
  const { page } = tab
  const before = await topics(panel)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect a wallet' }).waitFor({ timeout: 15_000 })
  const first = await copyWalletConnectUri(page)
  let renewed = first
  await expect
    .poll(
      async () => {
        renewed = await copyWalletConnectUri(page)
        return renewed
      },
      { timeout: 10_000, interval: 500 },
    )
    .not.toBe(first)
  expect(renewed).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await panel.pair(renewed)
  await panel.item('session proposal').waitFor({ timeout: 10_000 })
  await panel.approve('session proposal')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await app.accountButton().waitFor({ timeout: 10_000 })
  await disconnectAfter(app, panel, before)
  expect(tab.remoteRequests()).toEqual([])
})

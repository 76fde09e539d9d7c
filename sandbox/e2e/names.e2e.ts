import type { SandboxWorld } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { chooseScenario } from './harness/chooseScenario.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** Opens the page connected as Dave (who has no name), Account and then Choose a name; resolves with the dialog. */
async function openRegisterAsDave(
  page: Page,
  { screenshot, scenario }: { screenshot?: string; scenario?: string } = {},
): Promise<Locator> {
  await gotoPlayground(page, sandboxUrl(), {
    account: 'Dave',
    ...(scenario ? { scenario } : {}),
    remembered: await rememberedConnection(browser()),
  })
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const entry = dialog.getByRole('button', { name: 'Choose a name' })
  await entry.waitFor({ timeout: 10_000 })
  if (screenshot) await app.screenshotInEachScheme(screenshot)
  await entry.click()
  await dialog.getByRole('heading', { name: 'Choose a name' }).waitFor()
  return dialog
}

it('registers a name from the suggestions, signed in the wallet, and Account shows it after a reload, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'names-register' })
  const { page } = tab
  const dialog = await openRegisterAsDave(page, { screenshot: 'account-choose-name' })
  const app = hostApp(page)

  await dialog.getByRole('textbox', { name: 'Name' }).fill('dave')
  const suggestions = dialog.getByRole('region', { name: 'Suggestions' })
  await suggestions.waitFor({ timeout: 10_000 })
  await dialog.getByText('dave.wk.id is available').waitFor()
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`register-account-name-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })

  await suggestions.getByRole('button', { name: /dave-wallet\.wk\.id/ }).click()
  await dialog.getByText('dave-wallet.wk.id is available').waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Register dave-wallet.wk.id' }).click()
  await expect
    .poll(() => walletPanel(page).request('personal_sign').textContent(), { timeout: 10_000 })
    .toContain('dave-wallet.wk.id')
  await walletPanel(page).approve('personal_sign')
  const done = dialog.getByRole('button', { name: 'Done' })
  await done.waitFor({ timeout: 10_000 })
  await dialog.getByText('Your account is now dave-wallet.wk.id').waitFor()
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`register-account-name-success-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })

  await done.click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByText('dave-wallet.wk.id').waitFor()
  expect(await dialog.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)

  // After a reload the reverse lookup of the sandbox's API finds the name.
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await expect.poll(() => app.button().textContent(), { timeout: 15_000 }).toContain('dave-wallet.wk.id')
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByText('dave-wallet.wk.id').waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it("shows spec 5's error for an invalid name and a declined signature with Sign again, in light and in dark", async () => {
  const tab = await openPage(browser(), { name: 'names-errors' })
  const { page } = tab
  const dialog = await openRegisterAsDave(page)
  const app = hostApp(page)
  const field = dialog.getByRole('textbox', { name: 'Name' })

  await field.fill('ab!')
  const invalid = dialog.getByRole('alert').filter({ hasText: 'Name must be at least 4 characters' })
  await invalid.waitFor({ timeout: 10_000 })
  expect(await invalid.textContent()).toBe('Name must be at least 4 characters of letters, digits or hyphens')
  expect(await dialog.getByRole('button', { name: /^Register/ }).isDisabled()).toBe(true)
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`register-account-name-invalid-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })

  await field.fill('dave-declines')
  await dialog.getByRole('button', { name: 'Register dave-declines.wk.id' }).click({ timeout: 10_000 })
  await walletPanel(page).reject('personal_sign')
  const declined = dialog.getByRole('alert').filter({ hasText: 'You declined the signature in your wallet' })
  await declined.waitFor({ timeout: 10_000 })
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`register-account-name-declined-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })
  await declined.getByRole('button', { name: 'Sign again' }).click()
  await walletPanel(page).approve('personal_sign')
  await dialog.getByText('Your account is now dave-declines.wk.id').waitFor({ timeout: 10_000 })
})

it('shows a registration the API refuses (profile-register-500) with Retry, which sends the same signature again', async () => {
  const tab = await openPage(browser(), { name: 'names-register-500' })
  const { page } = tab
  const dialog = await openRegisterAsDave(page, { scenario: 'profile-register-500' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('dave-retries')
  await dialog.getByRole('button', { name: 'Register dave-retries.wk.id' }).click({ timeout: 10_000 })
  await walletPanel(page).approve('personal_sign')
  const failure = dialog.getByRole('alert').filter({ hasText: 'The name could not be registered' })
  await failure.waitFor({ timeout: 10_000 })
  await hostApp(page).screenshot('register-account-name-failed')
  await chooseScenario(page, undefined)
  await failure.getByRole('button', { name: 'Retry' }).click()
  await dialog.getByText('Your account is now dave-retries.wk.id').waitFor({ timeout: 10_000 })
  // The wallet was asked once: Retry sent the signature it had already given.
  expect(await walletPanel(page).request('personal_sign').count()).toBe(0)
  expect(tab.remoteRequests()).toEqual([])
})

it('shows the same name, avatar and balance in the account button, before Account is opened, as in Account', async () => {
  const tab = await openPage(browser(), { name: 'names-button-account' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connect()
  const alice = world.accounts[0]?.address ?? ''
  // Alice's identity: her name and avatar, in the button from the first render on.
  await expect.poll(() => app.button().textContent(), { timeout: 10_000 }).toContain('alice.eth')
  await expect.poll(() => app.button().textContent(), { timeout: 10_000 }).toContain('10,000.000 ETH')
  const buttonText = (await app.button().textContent()) ?? ''
  const buttonAvatar = await app.button().locator('img').getAttribute('src')
  expect(buttonAvatar).toContain('avatar-alice')

  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const header = dialog.locator('.wk-center').first()
  expect(await header.getByTitle(alice).textContent()).toBe('alice.eth')
  expect(buttonText).toContain(await header.locator('p.wk-muted').first().textContent())
  expect(await header.locator('img.wk-avatar').getAttribute('src')).toBe(buttonAvatar)
  await app.screenshot('account-with-name')
  expect(tab.remoteRequests()).toEqual([])
})

it('gives an account without an avatar the same generated avatar in the button and in Account', async () => {
  const tab = await openPage(browser(), { name: 'names-generated-avatar' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { account: 'Dave' })
  const app = hostApp(page)
  await app.connect()
  const buttonAvatar = app.button().locator('span.wk-dot')
  await buttonAvatar.waitFor()
  const background = await buttonAvatar.evaluate((element) => (element as HTMLElement).style.background)
  expect(background).toContain('gradient')
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const accountAvatar = dialog.locator('span.wk-avatar').first()
  expect(await accountAvatar.evaluate((element) => (element as HTMLElement).style.background)).toBe(
    background,
  )
})

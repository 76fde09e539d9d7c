import type { FrameLocator, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { hostApp } from './harness/hostApp.js'

/** A fresh address for each login, so the frame's server and the cooldown start clean. */
export const freshEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The inbox of the panel: the code the login frame sent to `email`, once it is there. */
export async function codeFromInbox(page: Page, email: string): Promise<string> {
  const code = page.getByRole('region', { name: 'Inbox' }).getByLabel(`Code for ${email}`).first()
  await code.waitFor({ timeout: 10_000 })
  return (await code.textContent())?.trim() ?? ''
}

/** Opens the modal and asks for a login code for `email`; resolves once the code view shows. */
export async function startEmailLogin(page: Page, email: string): Promise<void> {
  const app = hostApp(page)
  if (!(await app.dialog().isVisible())) await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** A login ends as a wallet connection does: the modal closes and the header's button shows the account. */
export async function waitForLoggedIn(page: Page): Promise<void> {
  const app = hostApp(page)
  await app.dialog().waitFor({ state: 'detached', timeout: 15_000 })
  await app.accountButton().waitFor({ timeout: 10_000 })
}

/** Opens Account from the header's account button. */
export async function openAccount(page: Page): Promise<void> {
  const app = hostApp(page)
  await app.button().click()
  await app.dialog().getByRole('heading', { name: 'Account' }).waitFor({ timeout: 10_000 })
}

/** A whole email login: address, code from the panel, the modal closing, then Account opened again. */
export async function loginWithEmail(page: Page, email: string): Promise<void> {
  await startEmailLogin(page, email)
  const dialog = hostApp(page).dialog()
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromInbox(page, email))
  await waitForLoggedIn(page)
  await openAccount(page)
}

/** The embedded wallet's address for `userKey`, read from the login frame's own storage (which the host cannot read). */
export async function embeddedAddress(page: Page, userKey: string): Promise<`0x${string}`> {
  const frame = page.frames().find((candidate) => candidate.url().includes('projectId='))
  if (!frame) throw new Error('The login frame is not in the page')
  const keys = JSON.parse(
    (await frame.evaluate(() => localStorage.getItem('walletkit-frame:keys'))) ?? '{}',
  ) as Record<string, `0x${string}`>
  const key = keys[userKey]
  if (!key) throw new Error(`The frame holds no key for ${userKey}`)
  return privateKeyToAccount(key).address
}

/** The frame's scenario, set through its server (reset to the happy path after each test that changes it). */
export async function setFrameScenario(loginFrameUrl: string, scenario: string): Promise<void> {
  const response = await fetch(new URL('api/scenario', loginFrameUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  })
  if (!response.ok) throw new Error(`The frame refused the scenario ${scenario}: ${response.status}`)
}

/** The login frame as the visitor sees it inside the kit's approval view (its consent screen). */
export const loginFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[data-walletkit-login-frame]')

/**
 * Clicks Approve in the login frame's own consent screen, once it shows `heading` ("Sign message", ...), the frame has
 * come to rest over the modal (it follows the view while the modal animates) and Approve is enabled (the frame enables
 * it once the browser reports it visible). The mouse clicks where the button shows, as a person does.
 */
export async function approveInFrame(page: Page, heading: string): Promise<void> {
  const frame = loginFrame(page)
  await frame.getByRole('heading', { name: heading }).waitFor({ timeout: 10_000 })
  const iframe = page.locator('iframe[data-walletkit-login-frame]')
  let last = ''
  for (let attempt = 0; attempt < 40; attempt++) {
    const box = JSON.stringify(await iframe.boundingBox())
    if (box === last) break
    last = box
    await page.waitForTimeout(150)
  }
  const approve = frame.getByRole('button', { name: 'Approve' })
  for (let attempt = 0; attempt < 50 && !(await approve.isEnabled()); attempt++)
    await page.waitForTimeout(100)
  // Right after the hidden frame is shown, Chromium may not route input to it yet (under load, seconds): a person
  // whose click did nothing clicks again. The frame clears its consent screen once it took a click.
  const title = frame.getByRole('heading', { name: heading })
  for (let attempt = 0; attempt < 8 && (await title.count()) > 0; attempt++) {
    const box = await approve.boundingBox()
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await title.waitFor({ state: 'detached', timeout: 1_500 }).catch(() => undefined)
  }
  await title.waitFor({ state: 'detached', timeout: 1_000 })
}

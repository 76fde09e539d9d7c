import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

/** Sends one app event to the page's login frame, as a script of the host page can, and returns the frame's answer. */
async function askLoginFrame(page: Page, type: string, payload: unknown) {
  return page.evaluate(
    async ({ type, payload }) => {
      const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
      if (!iframe?.contentWindow) throw new Error('no login frame')
      const id = crypto.randomUUID()
      const answer = new Promise<{ type: string; payload: unknown }>((resolve) => {
        // A frame still loading drops the message: the caller asks again.
        setTimeout(() => resolve({ type: 'no answer', payload: undefined }), 3_000)
        window.addEventListener('message', (event) => {
          const data = event.data as { type: string; id?: string; payload: unknown } | null
          if (data?.id === id && data.type !== `@w3m-app/${type}`)
            resolve({ type: data.type, payload: data.payload })
        })
      })
      iframe.contentWindow.postMessage({ type: `@w3m-app/${type}`, id, payload }, new URL(iframe.src).origin)
      return answer
    },
    { type, payload },
  )
}

it("a social login's code stolen by a page script signs nobody in elsewhere: the thief has no PKCE verifier", async () => {
  const playground = new URL(sandboxUrl())
  const victim = await openPage(browser(), { name: 'embedded-social-pkce-victim' })
  // A script on the victim's page reads the provider's result before the kit does, and keeps it from the kit.
  await victim.page.addInitScript((port) => {
    if (window.location.port !== port) return
    window.addEventListener(
      'message',
      (event) => {
        const data = event.data as { type?: string; resultUri?: string } | null
        if (data?.type !== 'walletkit:social-result') return
        event.stopImmediatePropagation()
        ;(window as { stolen?: string }).stolen = data.resultUri
      },
      { capture: true },
    )
  }, playground.port)
  await gotoPlayground(victim.page, sandboxUrl())
  const app = hostApp(victim.page)
  await app.connectButton().click()
  const popupOpened = victim.page.waitForEvent('popup')
  await app.dialog().getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('textbox', { name: 'Username' }).fill(`victim-${Date.now()}`)
  await popup.getByRole('button', { name: 'Continue' }).click()
  const stolen = String(
    await (await victim.page.waitForFunction(() => (window as { stolen?: string }).stolen)).jsonValue(),
  )
  expect(new URL(stolen).searchParams.get('code')).toBeTruthy()

  // The thief's own browser: the playground with its own login frame, and the stolen result URI, state and all.
  const thief = await openPage(browser(), { name: 'embedded-social-pkce-thief' })
  await gotoPlayground(thief.page, sandboxUrl())
  await hostApp(thief.page).connectButton().click()
  await hostApp(thief.page).dialog().getByRole('button', { name: 'Continue with Google' }).waitFor()
  await expect
    .poll(async () => (await askLoginFrame(thief.page, 'IS_CONNECTED', {}).catch(() => undefined))?.type, {
      timeout: 20_000,
    })
    .toBe('@w3m-frame/IS_CONNECTED_SUCCESS')
  expect(await askLoginFrame(thief.page, 'CONNECT_SOCIAL', { uri: stolen })).toEqual({
    type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
    payload: {
      message: 'The social login cannot be finished here: its PKCE code_verifier is missing; try again',
    },
  })
  expect(await askLoginFrame(thief.page, 'IS_CONNECTED', {})).toEqual({
    type: '@w3m-frame/IS_CONNECTED_SUCCESS',
    payload: { isConnected: false },
  })
  // The refused exchange used the code up: the victim's own frame cannot redeem it either.
  expect(await askLoginFrame(victim.page, 'CONNECT_SOCIAL', { uri: stolen })).toEqual({
    type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
    payload: { message: 'The social login expired; try again' },
  })
  expect(await askLoginFrame(victim.page, 'IS_CONNECTED', {})).toMatchObject({
    payload: { isConnected: false },
  })
  expect([...victim.remoteRequests(), ...thief.remoteRequests()]).toEqual([])
})

it('the fake provider issues no code for a login that did not start with PKCE, and says why', async () => {
  const tab = await openPage(browser(), { name: 'embedded-social-pkce-missing' })
  await gotoPlayground(tab.page, sandboxUrl())
  await hostApp(tab.page).connectButton().click()
  await hostApp(tab.page).dialog().getByRole('button', { name: 'Continue with Google' }).waitFor()
  const frameOrigin = await tab.page
    .locator('iframe[data-walletkit-login-frame]')
    .evaluate((iframe) => new URL((iframe as HTMLIFrameElement).src).origin)
  await tab.page.goto(
    `${frameOrigin}/social.html?provider=google&state=s1&returnTo=${encodeURIComponent(sandboxUrl())}`,
  )
  await tab.page.getByRole('button', { name: 'Continue' }).click()
  await tab.page
    .getByRole('alert')
    .getByText(
      'The social login did not start with PKCE (code_challenge with code_challenge_method=S256); try again',
    )
    .waitFor({ timeout: 10_000 })
  expect(tab.page.url()).toContain('/social.html')
  expect(tab.remoteRequests()).toEqual([])
})

import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { freshEmail, setFrameScenario, startEmailLogin } from './embeddedLogin.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
let frameUrl: string
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
  frameUrl = world.services.loginFrameUrl ?? ''
  expect(frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
})
afterEach(() => setFrameScenario(frameUrl, 'none'))

/** The playground with the kit's login-frame time-out shortened to `authTimeout` ms (the spec's is 30 s). */
async function gotoWithTimeout(page: Page, authTimeout: number) {
  const url = new URL(sandboxUrl())
  url.searchParams.set('authTimeout', String(authTimeout))
  await page.goto(url.toString())
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
}

it('shows "Something went wrong" when the frame does not answer in time', async () => {
  const tab = await openPage(browser(), { name: 'embedded-frame-timeout' })
  const { page } = tab
  await setFrameScenario(frameUrl, 'frame-timeout')
  await gotoWithTimeout(page, 3_000)
  const dialog = hostApp(page).dialog()
  const started = Date.now()
  await startEmailLogin(page, freshEmail('timeout'))
  await dialog.getByRole('alert').getByText('Something went wrong').waitFor({ timeout: 10_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500)
  await hostApp(page).screenshot('embedded-frame-timeout')
  expect(tab.remoteRequests()).toEqual([])
})

it("shows the frame's refusal when the origin is not allowed", async () => {
  const tab = await openPage(browser(), { name: 'embedded-origin-not-allowed' })
  const { page } = tab
  await setFrameScenario(frameUrl, 'origin-not-allowed')
  await gotoWithTimeout(page, 30_000)
  await startEmailLogin(page, freshEmail('origin'))
  const alert = hostApp(page).dialog().getByRole('alert')
  await alert.getByText('Invalid App Configuration', { exact: true }).waitFor({ timeout: 10_000 })
  await alert.getByText(/Origin not found on Allowlist/).waitFor()
  await hostApp(page).screenshot('embedded-origin-not-allowed')
  expect(tab.remoteRequests()).toEqual([])
})

it('ignores forged answers with valid shapes and ids from another origin and from another window', async () => {
  const tab = await openPage(browser(), { name: 'embedded-forged' })
  const { page } = tab
  // The real frame stays silent, so anything that moves the kit on could only come from a forgery.
  await setFrameScenario(frameUrl, 'frame-timeout')
  await gotoWithTimeout(page, 6_000)
  const app = hostApp(page)
  await app.connectButton().click()
  await app.dialog().getByRole('textbox', { name: 'Email address' }).waitFor()
  const loginFrame = await waitForFrame(page, (url) => url.includes('projectId='))
  // Records the ids the kit sends, as a forger able to watch the frame would learn them.
  await loginFrame.evaluate(() => {
    const seen: unknown[] = []
    Object.assign(window, { seen })
    window.addEventListener('message', (event) => seen.push(event.data))
  })
  await startEmailLogin(page, freshEmail('forged'))
  const sent = await expectPoll(() =>
    loginFrame.evaluate(() => (window as unknown as { seen: { type: string; id: string }[] }).seen),
  )
  const request = sent.find((message) => message.type === '@w3m-app/CONNECT_EMAIL')
  if (!request) throw new Error('The kit sent no CONNECT_EMAIL')
  const forgeries = [
    { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: request.id, payload: { action: 'VERIFY_OTP' } },
    { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged-token' } },
  ]
  // Another origin: the host page itself.
  await page.evaluate((messages) => {
    for (const message of messages) window.postMessage(message, '*')
  }, forgeries)
  // Another window on the frame's own origin.
  await page.evaluate((src) => {
    const other = document.createElement('iframe')
    other.src = src
    document.body.appendChild(other)
  }, `${frameUrl}farcaster.html`)
  const otherWindow = await waitForFrame(page, (url) => url.includes('farcaster.html'))
  await otherWindow.evaluate((messages) => {
    for (const message of messages) window.parent.postMessage(message, '*')
  }, forgeries)

  await page.waitForTimeout(1_000)
  const dialog = app.dialog()
  expect(await dialog.getByText('Enter the code we sent to').count()).toBe(0)
  expect(await page.evaluate(() => localStorage.getItem('@walletkit/SESSION_TOKEN'))).toBeNull()
  // The request was still waiting: it ends with the time-out, not with a forged answer.
  await dialog.getByRole('alert').getByText('Something went wrong').waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})

it('answers a message id once: a replayed request is dropped', async () => {
  const tab = await openPage(browser(), { name: 'embedded-replayed-id' })
  const { page } = tab
  await gotoWithTimeout(page, 30_000)
  const app = hostApp(page)
  await app.connectButton().click()
  await app.dialog().getByRole('textbox', { name: 'Email address' }).waitFor()
  await waitForFrame(page, (url) => url.includes('projectId='))
  // A script of the host page replays one request twice (the kit never reuses an id).
  const answers = await page.evaluate(async () => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
    if (!iframe?.contentWindow) throw new Error('no login frame')
    const seen: string[] = []
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; id?: string }
      if (data?.id === 'replayed-1') seen.push(String(data.type))
    })
    const frame = iframe.contentWindow
    const message = { type: '@w3m-app/IS_CONNECTED', id: 'replayed-1', payload: {} }
    const origin = new URL(iframe.src).origin
    // The frame's page has loaded, but its script may still be starting: wait until it answers a first request.
    const answers = (id: string, within: number) =>
      new Promise<boolean>((resolve) => {
        const listen = (event: MessageEvent) => {
          if ((event.data as { id?: string })?.id !== id) return
          window.removeEventListener('message', listen)
          resolve(true)
        }
        window.addEventListener('message', listen)
        setTimeout(() => resolve(false), within)
      })
    for (let attempt = 0; attempt < 50; attempt++) {
      const id = `probe-${attempt}`
      const answered = answers(id, 200)
      frame.postMessage({ ...message, id }, origin)
      if (await answered) break
    }
    frame.postMessage(message, origin)
    frame.postMessage(message, origin)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    return seen
  })
  expect(answers).toEqual(['@w3m-frame/IS_CONNECTED_SUCCESS'])
  expect(tab.remoteRequests()).toEqual([])
})

async function waitForFrame(page: Page, matches: (url: string) => boolean) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const frame = page.frames().find((candidate) => matches(candidate.url()))
    if (frame) {
      await frame.waitForLoadState('load')
      return frame
    }
    await page.waitForTimeout(100)
  }
  throw new Error('The frame did not appear')
}

async function expectPoll<Value extends unknown[]>(read: () => Promise<Value>): Promise<Value> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read()
    if (value.length > 0) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('Nothing arrived')
}

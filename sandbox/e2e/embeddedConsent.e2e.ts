import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { approveInFrame, embeddedAddress, freshEmail, loginFrame, loginWithEmail } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

/**
 * What an injected script of the host page can do: post `RPC_REQUEST`s to the login frame itself, bypassing the kit,
 * and collect whatever the frame answers to their ids for `waitMs`.
 */
async function postFromHostScript(page: Page, requests: { id: string; method: string; params: unknown[] }[]) {
  return page.evaluate(async (forged) => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
    if (!iframe?.contentWindow) throw new Error('no login frame')
    const origin = new URL(iframe.src).origin
    const answers: { type: string; id: string; payload: unknown }[] = []
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; id?: string; payload?: unknown }
      if (forged.some((request) => request.id === data?.id))
        answers.push({ type: String(data.type), id: String(data.id), payload: data.payload })
    })
    for (const { id, method, params } of forged)
      iframe.contentWindow.postMessage(
        { type: '@w3m-app/RPC_REQUEST', id, payload: { method, params, chainId: 1 } },
        origin,
      )
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    return answers
  }, requests)
}

it('signs nothing for a host-page script that posts RPC_REQUEST to the frame, and signs what the visitor approves inside the visible frame', async () => {
  const tab = await openPage(browser(), { name: 'embedded-consent' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const email = freshEmail('consent')
  await loginWithEmail(page, email)
  const address = await embeddedAddress(page, `email:${email}`)
  await app.dialog().getByRole('button', { name: 'Close' }).click()
  await app.dialog().waitFor({ state: 'detached' })

  // (a) A script in the host page asks the frame directly: no signature comes back.
  const stolen = '0x53746f6c656e' // "Stolen"
  const answers = await postFromHostScript(page, [
    { id: 'forged-sign', method: 'personal_sign', params: [stolen, address] },
    { id: 'forged-anvil', method: 'anvil_setBalance', params: [address, '0x1'] },
  ])
  expect(answers.filter((answer) => answer.type.endsWith('_SUCCESS'))).toEqual([])
  expect(answers).toContainEqual({
    type: '@w3m-frame/RPC_REQUEST_ERROR',
    id: 'forged-anvil',
    payload: { message: 'Requested RPC call is not allowed' },
  })
  // The frame is still hidden: nobody can see or click its consent screen.
  const iframe = page.locator('iframe[data-walletkit-login-frame]')
  expect(await iframe.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none')

  // (b) The host asks through the kit: the approval view shows the frame, the visitor approves inside it.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Sign message' }).waitFor()
  expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0)
  const frame = loginFrame(page)
  await frame.getByText('Hello from Your app').waitFor({ timeout: 10_000 })
  // The forged request posted earlier is not what the frame shows now.
  expect(await frame.getByText('Stolen').count()).toBe(0)
  await app.screenshot('embedded-consent-in-frame')
  // A script fading the frame out (to catch a click meant for something else) disables its Approve.
  const approve = frame.getByRole('button', { name: 'Approve' })
  await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
  // A style sheet rule, not the iframe's inline style: the kit rewrites that while the frame follows its slot.
  await page.evaluate(() => {
    const fade = document.createElement('style')
    fade.id = 'fade-login-frame'
    fade.textContent = 'iframe[data-walletkit-login-frame] { opacity: 0.05 !important }'
    document.head.append(fade)
  })
  await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(false)
  await page.evaluate(() => document.getElementById('fade-login-frame')?.remove())
  await approveInFrame(page, 'Sign message')
  const signature = page.getByRole('status', { name: 'Signature' })
  await signature.waitFor({ timeout: 10_000 })
  const signed = (await signature.locator('code').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from Your app', signature: signed })).toBe(true)
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  expect(await iframe.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none')
  expect(tab.remoteRequests()).toEqual([])
})

import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

it('lets a listener on the page discover the Sandbox Wallet through EIP-6963', async () => {
  const tab = await openPage(browser(), { name: 'discovery' })
  await gotoPlayground(tab.page, sandboxUrl())

  const announced = await tab.page.evaluate(async () => {
    type Detail = {
      info: { uuid: string; name: string; rdns: string; icon: string }
      provider: { request?: unknown }
    }
    const found: Detail[] = []
    window.addEventListener('eip6963:announceProvider', (event) =>
      found.push((event as CustomEvent<Detail>).detail),
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    return found.map(({ info, provider }) => ({
      ...info,
      hasRequest: typeof provider.request === 'function',
    }))
  })

  expect(announced).toEqual([
    {
      name: 'Sandbox Wallet',
      rdns: 'io.walletkit.sandbox',
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      hasRequest: true,
    },
  ])
  expect(tab.remoteRequests()).toEqual([])
})

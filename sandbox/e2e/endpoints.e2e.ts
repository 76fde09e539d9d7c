import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, expect, it } from 'vitest'
import { fetchFromPage } from './harness/fetchFromPage.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
/** Bob's registration of a name, signed with his key: the sandbox's API checks the signature. */
const BOB_NAME_MESSAGE = JSON.stringify({ name: 'e2e-bob.wk.id', timestamp: 1 })
let bobSignature: Hex
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
  const bobKey = world.accounts[1]?.privateKey
  if (!bobKey) throw new Error('The sandbox world lacks Bob')
  bobSignature = await privateKeyToAccount(bobKey as Hex).signMessage({ message: BOB_NAME_MESSAGE })
})

/** One request per provider endpoint of spec 7, with what its fixture answer must show. */
function endpointChecks(world: SandboxWorld) {
  const api = world.services.blockchainApiUrl
  const directory = world.services.walletDirectoryUrl
  const [alice, bob] = world.accounts.map((account) => account.address)
  const chain = world.chains[0]
  const usdc = `${chain?.caipNetworkId}:${chain?.tokens.find((token) => token.symbol === 'USDC')?.address}`
  const eth = `${chain?.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
  const json = (text: string) => JSON.parse(text)
  type Check = { url: string; body?: unknown; status?: number; expect(text: string): void }
  const checks: Check[] = [
    { url: `${api}/v1/supported-chains`, expect: (t) => expect(json(t).http).toContain('eip155:1') },
    {
      url: `${api}/v1/identity/${alice}?sender=${alice}`,
      expect: (t) => expect(json(t).name).toBe('alice.eth'),
    },
    { url: `${api}/v1/account/${alice}/history`, expect: (t) => expect(json(t).data).toHaveLength(10) },
    {
      url: `${api}/v1/account/${alice}/balance?currency=usd&chainId=eip155:1`,
      expect: (t) =>
        expect(json(t).balances.map((b: { symbol: string }) => b.symbol)).toEqual([
          'ETH',
          'USDC',
          'WKT',
          'STAKEDGOVERNANCE',
        ]),
    },
    {
      url: `${api}/v1/convert/quotes?amount=1000000&userAddress=${alice}&from=${usdc}&to=${eth}&gasPrice=1`,
      expect: (t) => expect(json(t).quotes[0]).toMatchObject({ fromAccount: usdc, toAccount: eth }),
    },
    {
      url: `${api}/v1/convert/tokens?chainId=eip155:1`,
      expect: (t) =>
        expect(json(t).tokens.map((token: { symbol: string }) => token.symbol)).toContain('USDC'),
    },
    {
      url: `${api}/v1/fungible/price`,
      body: { currency: 'usd', addresses: [usdc], projectId: 'e2e' },
      expect: (t) =>
        expect(json(t).fungibles).toEqual([expect.objectContaining({ symbol: 'USDC', price: 1 })]),
    },
    {
      url: `${api}/v1/convert/allowance?tokenAddress=${usdc}&userAddress=${alice}`,
      expect: (t) => expect(json(t)).toEqual({ allowance: '0' }),
    },
    {
      url: `${api}/v1/convert/gas-price?chainId=eip155:1`,
      expect: (t) => expect(json(t).standard).toMatch(/^\d+$/),
    },
    {
      url: `${api}/v1/convert/build-transaction`,
      body: {
        amount: '1000000',
        eip155: { slippage: 1 },
        projectId: 'e2e',
        from: usdc,
        to: eth,
        userAddress: `eip155:1:${alice}`,
        disableEstimate: true,
      },
      expect: (t) => expect(json(t).tx.data).toMatch(/^0x[0-9a-f]{8}/),
    },
    {
      url: `${api}/v1/convert/build-approve?userAddress=${alice}&from=${usdc}&to=${eth}`,
      expect: (t) => expect(json(t).tx.data.startsWith('0x095ea7b3')).toBe(true),
    },
    {
      url: `${api}/v1/profile/account/alice.wk.id?apiVersion=2`,
      expect: (t) => expect(json(t).addresses['60'].address).toBe(alice),
    },
    {
      url: `${api}/v1/profile/reverse/${alice}?sender=${alice}&apiVersion=2`,
      expect: (t) =>
        expect(json(t).map((profile: { name: string }) => profile.name)).toEqual(['alice.wk.id']),
    },
    {
      url: `${api}/v1/profile/suggestions/wallet?zone=wk.id`,
      expect: (t) => expect(json(t).suggestions[0]).toEqual({ name: 'wallet.wk.id', registered: true }),
    },
    {
      url: `${api}/v1/profile/account`,
      body: { coin_type: 60, address: bob, message: BOB_NAME_MESSAGE, signature: bobSignature },
      expect: (t) => expect(json(t)).toEqual({ success: true }),
    },
    {
      url: `${api}/v1/profile/account`,
      body: { coin_type: 60, address: alice, message: BOB_NAME_MESSAGE, signature: bobSignature },
      status: 401,
      expect: (t) => expect(t).toContain('Invalid signature'),
    },
    {
      url: `${api}/v1/generators/onrampurl?projectId=e2e`,
      body: { destinationWallets: [{ address: alice }], partnerUserId: 'e2e', defaultExperience: 'buy' },
      // The sandbox's fake onramp provider, on its own origin, with the order in the query.
      expect: (t) => expect(json(t).url).toContain(`${world.onrampUrl}?address=${alice}`),
    },
    {
      url: `${api}/v1/onramp/options`,
      expect: (t) => expect(json(t).paymentCurrencies.map((c: { id: string }) => c.id)).toContain('USD'),
    },
    {
      url: `${api}/v1/onramp/quote`,
      body: {
        purchaseCurrency: { id: 'usdc', symbol: 'USDC' },
        paymentCurrency: { id: 'USD' },
        amount: '100',
        network: 'base',
      },
      expect: (t) => expect(json(t).paymentTotal).toEqual({ amount: '100.00', currency: 'USD' }),
    },
    { url: `${api}/v1/sessions/${alice}`, expect: (t) => expect(json(t).pcis).toHaveLength(2) },
    {
      url: `${api}/v1/?chainId=eip155:8453&projectId=e2e`,
      body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      expect: (t) => expect(json(t).result).toBe('0x2105'),
    },
    {
      url: `${directory}/getWallets?projectId=e2e&st=walletkit&sv=0&page=1&entries=40`,
      expect: (t) => expect(json(t).count).toBeGreaterThanOrEqual(600),
    },
    {
      url: `${directory}/getAnalyticsConfig?projectId=e2e`,
      expect: (t) => expect(json(t)).toEqual({ isAnalyticsEnabled: true }),
    },
    ...['getAssetImage', 'getCurrencyImage', 'getTokenImage'].map((folder) => ({
      url: `${directory}/public/${folder}/ETH`,
      expect: (t: string) => expect(t).toMatch(/^<svg[^>]*>/),
    })),
    {
      url: `${world.services.analyticsUrl}/e?projectId=e2e&st=walletkit&sv=0`,
      body: {
        eventId: 'e2e-1',
        url: 'http://127.0.0.1/',
        domain: '127.0.0.1',
        timestamp: 1,
        props: { type: 'track', event: 'E2E_PING' },
      },
      status: 202,
      expect: (t) => expect(t).toBe(''),
    },
  ]
  return checks
}

async function expectAnsweredByWorker(page: Page, check: ReturnType<typeof endpointChecks>[number]) {
  const answer = await fetchFromPage(page, check.url, check.body === undefined ? {} : { body: check.body })
  expect({ url: check.url, status: answer.status, fromServiceWorker: answer.fromServiceWorker }).toEqual({
    url: check.url,
    status: check.status ?? 200,
    fromServiceWorker: true,
  })
  check.expect(answer.text)
}

it('answers every provider endpoint of spec 7 from the service worker with fixture data', async () => {
  const tab = await openPage(browser(), { name: 'endpoints' })
  await gotoPlayground(tab.page, sandboxUrl())

  for (const check of endpointChecks(world)) await expectAnsweredByWorker(tab.page, check)

  // Revoking needs a session id the list answered.
  const api = world.services.blockchainApiUrl
  const alice = world.accounts[0]?.address
  const sessions = await fetchFromPage(tab.page, `${api}/v1/sessions/${alice}`)
  const pci = (JSON.parse(sessions.text).pcis as { pci: string }[])[0]?.pci
  await expectAnsweredByWorker(tab.page, {
    url: `${api}/v1/sessions/${alice}/revoke?projectId=e2e`,
    // A signed message's shape (spec 5: 0x and at least 62 hex digits); the fixture refuses any other.
    body: { pci, signature: `0x${'ab'.repeat(65)}` },
    status: 202,
    expect: (text) => expect(text).toBe(''),
  })

  // The wallet directory's first entry is the sandbox wallet; its logo comes from the same worker.
  const wallets = await fetchFromPage(
    tab.page,
    `${world.services.walletDirectoryUrl}/getWallets?page=1&entries=1`,
  )
  const [first] = JSON.parse(wallets.text).data as { name: string; image_id: string }[]
  expect(first?.name).toBe('Sandbox Wallet')
  await expectAnsweredByWorker(tab.page, {
    url: `${world.services.walletDirectoryUrl}/getWalletImage/${first?.image_id}`,
    expect: (text) => expect(text).toContain('>S</text>'),
  })
  // The analytics event reached the panel's log.
  await expect
    .poll(() => tab.page.getByRole('region', { name: 'Event log' }).textContent(), { timeout: 10_000 })
    .toContain('E2E_PING')
  expect(tab.remoteRequests()).toEqual([])
})

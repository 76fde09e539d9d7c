import {
  createHandlers,
  onrampProviderAddress,
  type SandboxWorld,
  sandboxAccounts,
} from '@walletkit/fixtures'
import { findFreePort, isPortListening, type LocalChain, startLocalChain } from '@walletkit/fixtures/node'
import { setupServer } from 'msw/node'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampServer, startOnrampServer } from './startOnrampServer.js'

const dave = sandboxAccounts[3]?.address ?? '0x'
const api = 'http://127.0.0.1:5999/__mock/blockchain'
const order = (fields: Record<string, string> = {}) =>
  `?${new URLSearchParams({ address: dave, network: 'ethereum', asset: 'USDC', currency: 'USD', amount: '100', ...fields })}`

describe('startOnrampServer', () => {
  let local: LocalChain
  let onramp: OnrampServer
  let client: PublicClient
  let port: number
  let handlers: ReturnType<typeof setupServer>

  const pay = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL('api/pay', onramp.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const usdcOf = async (address: `0x${string}`) => {
    const usdc = local.chain.tokens.find((token) => token.symbol === 'USDC')
    if (!usdc) throw new Error('No USDC on the local chain')
    const units = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    return formatUnits(units, usdc.decimals)
  }

  beforeAll(async () => {
    local = await startLocalChain({ chainId: 1, name: 'Ethereum (local)', nativeSymbol: 'ETH' })
    client = createPublicClient({ transport: http(local.chain.rpcUrl) })
    port = await findFreePort()
    const world: SandboxWorld = {
      chains: [local.chain],
      accounts: sandboxAccounts,
      services: { blockchainApiUrl: api, walletDirectoryUrl: api, analyticsUrl: api },
    }
    onramp = await startOnrampServer({ host: '127.0.0.1', port, chains: world.chains })
    // The blockchain API's stand-in, to read the history as the kit does; everything else goes out as it is.
    handlers = setupServer(...createHandlers({ world, scenario: () => undefined }))
    handlers.listen({ onUnhandledRequest: 'bypass' })
  }, 30_000)
  afterAll(async () => {
    handlers?.close()
    await onramp?.close()
    await local?.stop()
  })

  it('serves a checkout page for the order, on its own 127.0.0.1 origin', async () => {
    expect(onramp.url).toBe(`http://127.0.0.1:${port}/`)
    const page = await fetch(new URL(order(), onramp.url))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain('<h1 id="checkout-heading">Buy USDC</h1>')
    expect(html).toContain('<dt>You pay</dt><dd>100.00 USD</dd>')
    expect(html).toContain('<dt>You receive</dt><dd>≈ 96.09 USDC on Ethereum</dd>')
    expect(html).toContain('>Pay</button>')
    expect(html).toContain(dave)
    for (const file of ['onrampPage.css', 'onrampPage.js'])
      expect((await fetch(new URL(file, onramp.url))).status).toBe(200)
  })

  it('shows why a bad order cannot be paid, with the order escaped', async () => {
    const page = await fetch(new URL(order({ address: '<script>', amount: '1' }), onramp.url))
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(html).toContain('This order cannot be paid')
    expect(html).toContain('&#34;&#60;script&#62;&#34; is not a wallet address.')
    expect(html).toContain('The amount must be between 10.00 and 7500.00 USD.')
    expect(html).not.toContain('<script>')
  })

  it('refuses payments from other origins, without JSON, or for a bad order, and moves nothing', async () => {
    const before = await usdcOf(dave)
    const stranger = await pay({ order: order() }, { origin: 'http://127.0.0.1:6666' })
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toEqual({
      error: 'The origin http://127.0.0.1:6666 may not call the sandbox',
    })
    const crossSite = await pay({ order: order() }, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const form = await fetch(new URL('api/pay', onramp.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `order=${encodeURIComponent(order())}`,
    })
    expect(form.status).toBe(415)
    const bad = await pay({ order: order({ asset: 'DOGE' }) })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'This onramp does not sell "DOGE".' })
    expect((await pay({})).status).toBe(400)
    const read = await fetch(new URL('api/pay', onramp.url))
    expect([read.status, read.headers.get('allow')]).toEqual([405, 'POST'])
    expect(await usdcOf(dave)).toBe(before)
  })

  it("delivers the bought USDC from the provider's account, listed by the history as an onramp purchase", async () => {
    const [daveBefore, providerBefore] = [await usdcOf(dave), await usdcOf(onrampProviderAddress)]
    const own = new URL(onramp.url).origin
    const paid = await pay({ order: order() }, { origin: own })
    expect(paid.status).toBe(200)
    const { hash, amount, symbol } = (await paid.json()) as { hash: string; amount: string; symbol: string }
    expect({ amount, symbol }).toEqual({ amount: '96.090000', symbol: 'USDC' })
    expect(Number(await usdcOf(dave)) - Number(daveBefore)).toBeCloseTo(96.09, 6)
    expect(Number(providerBefore) - Number(await usdcOf(onrampProviderAddress))).toBeCloseTo(96.09, 6)

    const history = await fetch(`${api}/v1/account/${dave}/history?onramp=coinbase&chainId=eip155:1`)
    const { data } = (await history.json()) as {
      data: {
        metadata: { hash: string; operationType: string }
        transfers: { quantity: { numeric: string } }[]
      }[]
    }
    expect(data.map((transaction) => transaction.metadata.hash)).toEqual([hash])
    expect(data[0]?.metadata.operationType).toBe('receive')
    expect(data[0]?.transfers[0]?.quantity.numeric).toBe('96.09')
  })

  it('answers a clear error, and moves nothing, when the provider has run out of the token', async () => {
    const usdc = local.chain.tokens.find((token) => token.symbol === 'USDC')
    if (!usdc) throw new Error('No USDC on the local chain')
    const transport = http(local.chain.rpcUrl)
    await createTestClient({ mode: 'anvil', transport }).impersonateAccount({
      address: onrampProviderAddress,
    })
    const held = parseUnits(await usdcOf(onrampProviderAddress), usdc.decimals)
    const hash = await createWalletClient({ account: onrampProviderAddress, transport }).writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [sandboxAccounts[1]?.address ?? '0x', held],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const before = await usdcOf(dave)

    const paid = await pay({ order: order() })
    expect(paid.status).toBe(502)
    const { error } = (await paid.json()) as { error: string }
    expect(error).toBe(
      'The onramp has only 0 USDC left on Ethereum (local), not 96.090000: reset the sandbox to refill it',
    )
    expect(await usdcOf(dave)).toBe(before)
  })

  it('delivers the native coin on a purchase of ETH, and a chain reset undoes the purchases', async () => {
    const before = await client.getBalance({ address: dave })
    const paid = await pay({ order: order({ asset: 'ETH', amount: '500' }) })
    expect(paid.status).toBe(200)
    const { amount } = (await paid.json()) as { amount: string }
    // (500 - 7.50 fee - 2.41 network fee) / 3120.45 USD per ETH
    expect(amount).toBe('0.157057')
    expect(formatEther((await client.getBalance({ address: dave })) - before)).toBe('0.157057')

    await local.reset()
    expect(await client.getBalance({ address: dave })).toBe(before)
    expect(await usdcOf(dave)).toBe('10000')
  })

  it('stops listening on close', async () => {
    await onramp.close()
    expect(await isPortListening(port)).toBe(false)
  })
})

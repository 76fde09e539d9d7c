import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { inEnglish } from '../../test/inEnglish.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { loadSwapTokens } from './loadSwapTokens.js'
import { patchSwapState } from './patchSwapState.js'
import { readSwapState } from './readSwapState.js'
import { retrySwap } from './retrySwap.js'
import { submitSwap } from './submitSwap.js'
import { updateSwapForm } from './updateSwapForm.js'

const API = 'https://api.example'
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const HASH = `0x${'5a'.repeat(32)}`
const wallet = { receiptStatus: '0x1', allowance: '0' }
const server = setupTestServer(
  http.get(`${API}/v1/convert/allowance`, () => HttpResponse.json({ allowance: wallet.allowance })),
  ...fixtureHandlers({ blockchainApiUrl: API }),
)
afterEach(() => {
  wallet.receiptStatus = '0x1'
  wallet.allowance = '0'
})

/** A kit holding 2 ETH and 100 USDC on Ethereum, with a quote for `amount` of `from` into `to`. */
async function quotedKit(amount: string, from = ETH, to = USDC) {
  const { adapter, requests } = createRequestAdapter(async ({ method }: ChainAdapterRequest) => {
    if (method === 'eth_sendTransaction') {
      wallet.allowance = '1000000000000'
      return HASH
    }
    return method === 'eth_getTransactionReceipt' ? { status: wallet.receiptStatus } : null
  })
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } }, { adapters: [adapter] })
  registerAdapter(kit, adapter)
  setCaipAddress(kit, 'eip155', `eip155:1:${ALICE}`)
  const usdc = {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: USDC,
    price: 1,
    quantity: { decimals: '6', numeric: '100' },
    iconUrl: '',
  }
  updateAccountData(kit, 'eip155', { balance: '2', tokenBalance: [usdc] })
  await loadSwapTokens(kit)
  updateSwapForm(kit, { sellAddress: from, buyAddress: to, amount })
  await fetchSwapQuote(kit)
  return { kit, requests }
}
const sent = (requests: ChainAdapterRequest[]) => requests.filter((r) => r.method === 'eth_sendTransaction')

describe('submitSwap', () => {
  it('sends the built swap with its value in wei, lists it as pending and ends at success', async () => {
    const { kit, requests } = await quotedKit('1.5')
    expect(await submitSwap(kit)).toBe('success')
    const [request] = sent(requests)
    expect(request?.params).toEqual([
      expect.objectContaining({
        from: ALICE,
        value: '0x14d1120d7b160000',
        data: expect.stringMatching(/^0x/),
      }),
    ])
    expect(readSwapState(kit.store.getState())).toMatchObject({
      step: 'success',
      hash: HASH,
      networkFee: expect.any(String),
    })
    expect(kit.store.getState().pendingTransactions[0]).toMatchObject({
      hash: HASH,
      amount: '1.5',
      symbol: 'ETH',
    })
  })

  it('says "The swap failed on chain" for a reverted swap, and Try again asks for a new quote', async () => {
    const { kit, requests } = await quotedKit('1')
    wallet.receiptStatus = '0x0'
    expect(await submitSwap(kit)).toBe('failed')
    expect(inEnglish(readSwapState(kit.store.getState()).failure)).toEqual({
      kind: 'reverted',
      message: 'The swap failed on chain',
    })
    const before = readSwapState(kit.store.getState()).quote?.receivedAt ?? 0
    await retrySwap(kit)
    expect(readSwapState(kit.store.getState())).toMatchObject({
      step: 'form',
      failure: undefined,
      quoteStatus: 'ready',
    })
    expect(readSwapState(kit.store.getState()).quote?.receivedAt).toBeGreaterThanOrEqual(before)
    expect(sent(requests)).toHaveLength(1)
  })

  it('says "The approval failed on chain" for a reverted approval and never sends the swap', async () => {
    const { kit, requests } = await quotedKit('10', USDC, ETH)
    wallet.receiptStatus = '0x0'
    expect(await submitSwap(kit)).toBe('failed')
    expect(inEnglish(readSwapState(kit.store.getState()).failure)).toEqual({
      kind: 'reverted',
      message: 'The approval failed on chain',
    })
    expect(sent(requests)).toHaveLength(1)
  })

  it('asks for a quote older than 30 s again and stops to show a worse one', async () => {
    const { kit, requests } = await quotedKit('1')
    const quote = readSwapState(kit.store.getState()).quote
    if (!quote) throw new Error('no quote')
    const better = String(BigInt(quote.toAmount) + 1n)
    patchSwapState(kit, { quote: { ...quote, toAmount: better, receivedAt: Date.now() - 30_001 } })
    expect(await submitSwap(kit)).toBe('quote-changed')
    expect(readSwapState(kit.store.getState())).toMatchObject({
      step: 'quote-changed',
      previousToAmount: better,
    })
    expect(sent(requests)).toHaveLength(0)
    // Accepting the new quote, fresh now, sends the swap.
    expect(await submitSwap(kit)).toBe('success')
  })

  it("states the swap service's HTTP error, and Retry builds the swap again", async () => {
    const { kit } = await quotedKit('1')
    server.use(
      http.post(`${API}/v1/convert/build-transaction`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    )
    expect(await submitSwap(kit)).toBe('failed')
    expect(inEnglish(readSwapState(kit.store.getState()).failure)).toEqual({
      kind: 'api',
      message: 'The swap service failed (HTTP status code: 500)',
    })
    expect(await retrySwap(kit)).toBe('success')
  })
})

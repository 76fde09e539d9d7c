import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { loadTokenBalances } from './loadTokenBalances.js'

const API = 'https://api.example'
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  address: null,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
let balanceCalls = 0
let failing = false
setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/account/:address/balance`, () => {
    balanceCalls++
    return failing
      ? HttpResponse.json({ status: 'FAILED' }, { status: 500 })
      : HttpResponse.json({ balances: [eth] })
  }),
)
afterEach(() => {
  balanceCalls = 0
  failing = false
})

function connectedKit() {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
  setCaipAddress(kit, 'eip155', `eip155:1:${address}`)
  return kit
}

describe('loadTokenBalances', () => {
  it('loads the balances and the native figure, then answers from the 30 s cache unless forced', async () => {
    const kit = connectedKit()
    expect(await loadTokenBalances(kit)).toBe('ready')
    expect(kit.store.getState().accounts.eip155).toMatchObject({ balance: '1', balanceSymbol: 'ETH' })
    expect(kit.store.getState().accounts.eip155?.tokenBalance.map((token) => token.symbol)).toEqual(['ETH'])
    await loadTokenBalances(kit)
    expect(balanceCalls).toBe(1)
    await loadTokenBalances(kit, { force: true })
    expect(balanceCalls).toBe(2)
  })

  it('is unavailable with the "Token Balance Unavailable" toast after a failure, for exactly 30 s', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const kit = connectedKit()
    failing = true
    expect(await loadTokenBalances(kit)).toBe('unavailable')
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    failing = false
    vi.advanceTimersByTime(29_999)
    expect(await loadTokenBalances(kit, { force: true })).toBe('unavailable')
    expect(balanceCalls).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await loadTokenBalances(kit, { force: true })).toBe('ready')
    expect(balanceCalls).toBe(2)
  })

  it('is unavailable on a namespace without balance support (spec 1: eip155 and solana only)', async () => {
    const kit = createTestKit({ networkSupport: { balance: ['solana'] } })
    setCaipAddress(kit, 'eip155', `eip155:1:${address}`)
    expect(await loadTokenBalances(kit)).toBe('unavailable')
    expect(balanceCalls).toBe(0)
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { fetchBalance } from './fetchBalance.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const balance = (symbol: string, decimals = '18'): AccountTokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

function connectedKit(options: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit(options)
  setCaipAddress(kit, 'eip155', `eip155:1:${address}`)
  return kit
}

const failing = () =>
  vi.fn(async (): Promise<AccountTokenBalance[]> => Promise.reject(new Error('HTTP status code: 500')))

describe('fetchBalance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })

  it("puts the displayable balances of the account's current network into the account", async () => {
    const kit = connectedKit()
    const fetch = vi.fn(async () => [balance('ETH'), balance('JUNK', '0')])
    const balances = await fetchBalance(kit, { fetch })
    expect(balances.map(({ symbol }) => symbol)).toEqual(['ETH'])
    expect(kit.store.getState().accounts.eip155?.tokenBalance).toEqual(balances)
    expect(fetch).toHaveBeenCalledWith({ address, network: testNetworks.mainnet })
  })

  it('reuses the result for 30 s and fetches again from then on', async () => {
    const kit = connectedKit()
    const fetch = vi.fn(async () => [balance('ETH')])
    await fetchBalance(kit, { fetch })
    vi.advanceTimersByTime(29_999)
    await fetchBalance(kit, { fetch })
    expect(fetch).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await fetchBalance(kit, { fetch })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('caches per network: another network fetches its own balances', async () => {
    const kit = connectedKit()
    const fetch = vi.fn(async () => [balance('ETH')])
    await fetchBalance(kit, { fetch })
    setActiveCaipNetwork(kit, testNetworks.base)
    await fetchBalance(kit, { fetch })
    expect(fetch).toHaveBeenLastCalledWith({ address, network: testNetworks.base })
  })

  it('shows "Token Balance Unavailable" when the fetch fails', async () => {
    const kit = connectedKit()
    expect(await fetchBalance(kit, { fetch: failing() })).toEqual([])
    expect(inEnglish(kit.store.getState().toast.toast)).toEqual({
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
  })

  it('skips fetching for exactly 30 s after a failure', async () => {
    const kit = connectedKit()
    await fetchBalance(kit, { fetch: failing() })
    const fetch = vi.fn(async () => [balance('ETH')])
    vi.advanceTimersByTime(29_999)
    expect(await fetchBalance(kit, { fetch })).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect((await fetchBalance(kit, { fetch })).map(({ symbol }) => symbol)).toEqual(['ETH'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('blocks only the namespace that failed', async () => {
    const kit = connectedKit()
    setCaipAddress(
      kit,
      'solana',
      `${testNetworks.solana.caipNetworkId}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`,
    )
    await fetchBalance(kit, { fetch: failing() })
    const fetch = vi.fn(async () => [balance('SOL', '9')])
    expect(await fetchBalance(kit, { namespace: 'solana', fetch })).toHaveLength(1)
  })

  it('returns nothing without a connected address, without fetching', async () => {
    const kit = createTestKit()
    const fetch = vi.fn(async () => [balance('ETH')])
    expect(await fetchBalance(kit, { fetch })).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows "Token Balance Unavailable" for a namespace without balance support, without fetching', async () => {
    const kit = connectedKit({ networkSupport: { balance: ['solana'] } })
    const fetch = vi.fn(async () => [balance('ETH')])
    expect(await fetchBalance(kit, { fetch })).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    expect(inEnglish(kit.store.getState().toast.toast)?.message).toBe('Token Balance Unavailable')
  })

  it('ends the block when the kit is destroyed', async () => {
    const kit = connectedKit()
    await fetchBalance(kit, { fetch: failing() })
    kit.destroy()
    const fetch = vi.fn(async () => [balance('ETH')])
    expect(await fetchBalance(kit, { fetch })).toHaveLength(1)
  })
})

describe('fetchBalance and a network switch', () => {
  it('drops a late answer for the chain the account has left, so the old tokens never come back', async () => {
    const kit = connectedKit()
    let answer: (balances: AccountTokenBalance[]) => void = () => undefined
    const loading = fetchBalance(kit, {
      fetch: () => new Promise<AccountTokenBalance[]>((resolve) => (answer = resolve)),
    })
    setActiveCaipNetwork(kit, testNetworks.base)
    answer([balance('WKT')])
    expect(await loading).toEqual([])
    expect(kit.store.getState().accounts.eip155?.tokenBalance).toEqual([])
  })

  it('drops a late answer for an account that is no longer the active one', async () => {
    const kit = connectedKit()
    let answer: (balances: AccountTokenBalance[]) => void = () => undefined
    const loading = fetchBalance(kit, {
      fetch: () => new Promise<AccountTokenBalance[]>((resolve) => (answer = resolve)),
    })
    setCaipAddress(kit, 'eip155', 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    answer([balance('WKT')])
    expect(await loading).toEqual([])
    expect(kit.store.getState().accounts.eip155?.tokenBalance).toEqual([])
  })
})

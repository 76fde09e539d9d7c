// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, hostRequests, signInAlice, signInAliceWith, startKit } from '../../test/authTestKit.js'
import { switchAuthAccountType } from './switchAuthAccountType.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the embedded wallet provider', () => {
  it('sends safe reads to the frame at once', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    expect(await adapter.request?.({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(hostRequests(frame)).toEqual([{ method: 'eth_blockNumber', chainId: 1 }])
  })

  it("shows a signature in the kit's view and sends it once approved", async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    await vi.advanceTimersByTimeAsync(0)
    const { router, modal } = kit.store.getState()
    expect(modal.open).toBe(true)
    expect(router.view).toBe('SignMessage')
    expect(router.data?.description).toMatchObject({ kind: 'message', message: { text: 'hi' } })
    expect(hostRequests(frame)).toEqual([])
    ;(router.data as { approval: { approve(): void } }).approval.approve()
    expect(await signing).toBe('0xsigned')
    expect(hostRequests(frame)).toEqual([
      { method: 'personal_sign', params: ['0x6869', ADDRESS], chainId: 1 },
    ])
  })

  it('sends nothing when the visitor rejects', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    const sending = adapter.request?.({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0x1' }],
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.store.getState().router.view).toBe('ApproveTransaction')
    ;(kit.store.getState().router.data as { approval: { reject(): void } }).approval.reject()
    await expect(sending).rejects.toThrow('User rejected the request')
    expect(hostRequests(frame)).toEqual([])
  })

  it('refuses unknown methods, and shows "Action not allowed" 300 ms later', async () => {
    const { kit, adapter } = startKit()
    await signInAlice(kit)
    vi.useFakeTimers()
    await expect(adapter.request?.({ method: 'eth_mineGold' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(kit.store.getState().toast.toast).toBeUndefined()
    await vi.advanceTimersByTimeAsync(300)
    expect(kit.store.getState().toast.toast).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
    })
  })
})

describe('switchAuthAccountType', () => {
  it('initialises the smart account, switches to it, and shows its address', async () => {
    const { kit } = startKit()
    const smart = '0x000000000000000000000000000000000005a4e7'
    const frame = await signInAliceWith(kit, (type, payload) => {
      if (type === 'INIT_SMART_ACCOUNT') return { address: smart, isDeployed: false }
      if (type === 'SET_PREFERRED_ACCOUNT')
        return {
          type: (payload as { type: string }).type,
          address: (payload as { type: string }).type === 'eoa' ? ADDRESS : smart,
        }
      return undefined
    })
    expect(await switchAuthAccountType(kit, 'smartAccount')).toBe('smartAccount')
    expect(frame.types().slice(-2)).toEqual(['INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT'])
    expect(kit.store.getState().accounts.eip155?.address).toBe(smart)
  })

  it('falls back to the eoa when the frame cannot make the smart account', async () => {
    const { kit } = startKit()
    await signInAliceWith(kit, (type, payload) => {
      if (type === 'INIT_SMART_ACCOUNT') return { error: 'No factory on this chain' }
      if (type === 'SET_PREFERRED_ACCOUNT')
        return { type: (payload as { type: string }).type, address: ADDRESS }
      return undefined
    })
    expect(await switchAuthAccountType(kit, 'smartAccount')).toBe('eoa')
    expect(kit.store.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
    expect(kit.store.getState().accounts.eip155?.address).toBe(ADDRESS)
  })
})

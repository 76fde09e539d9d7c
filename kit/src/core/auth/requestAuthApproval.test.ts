// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { ADDRESS, hostRequests, signInAlice, signInAliceWith, startKit } from '../../test/authTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { abortPendingRequests } from '../rpc/abortPendingRequests.js'
import type { WalletKit } from '../WalletKit.js'

const loginIframe = () => {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-walletkit-login-frame]')
  if (!iframe) throw new Error('The login frame is not in the page')
  return iframe
}

/** Plays the approval view: its frame slot asks the approval to show the login frame over it. */
function showFrameInView(kit: WalletKit) {
  const approval = kit.store.getState().router.data?.approval as { show(slot: HTMLElement): void }
  const slot = document.body.appendChild(document.createElement('div'))
  approval.show(slot)
}

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

  it('sends a signature to the frame only once the approval view shows the frame, and hides it after', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    await vi.advanceTimersByTimeAsync(0)
    const { router, modal } = kit.store.getState()
    expect(modal.open).toBe(true)
    expect(router.view).toBe('SignMessage')
    expect(router.data?.description).toMatchObject({ kind: 'message', message: { text: 'hi' } })
    expect(hostRequests(frame)).toEqual([])
    expect(loginIframe().style.pointerEvents).toBe('none')
    showFrameInView(kit)
    expect(loginIframe().style.pointerEvents).toBe('auto')
    expect(loginIframe().getAttribute('aria-hidden')).toBeNull()
    expect(await signing).toBe('0xsigned')
    expect(hostRequests(frame)).toEqual([
      { method: 'personal_sign', params: ['0x6869', ADDRESS], chainId: 1 },
    ])
    expect(loginIframe().style.pointerEvents).toBe('none')
    expect(loginIframe().getAttribute('aria-hidden')).toBe('true')
  })

  it('refuses to forward a signature when no approval view is installed, with a typed error', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    const provider = kit.auth.providers.get('eip155')
    if (!provider) throw new Error('no provider')
    provider.hooks = { ...provider.hooks, approve: undefined }
    await expect(
      adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] }),
    ).rejects.toMatchObject({ name: 'FrameApprovalRequiredError' })
    expect(hostRequests(frame)).toEqual([])
  })

  it('refuses to forward a signature when the approval ends without the frame showing', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    const provider = kit.auth.providers.get('eip155')
    if (!provider) throw new Error('no provider')
    // An approval hook that says yes without the view ever showing the frame.
    provider.hooks = {
      ...provider.hooks,
      approve: async () => ({ ended: new Promise<never>(() => undefined), finish: () => undefined }),
    } as typeof provider.hooks
    await expect(
      adapter.request?.({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: ADDRESS }] }),
    ).rejects.toMatchObject({ name: 'FrameApprovalRequiredError' })
    expect(hostRequests(frame)).toEqual([])
  })

  it('rejects with the user-rejected error when the visitor rejects inside the frame', async () => {
    const { kit, adapter } = startKit()
    await signInAliceWith(kit, (type) =>
      type === 'RPC_REQUEST' ? { error: 'User rejected the request' } : undefined,
    )
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    await vi.advanceTimersByTimeAsync(0)
    showFrameInView(kit)
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('sends nothing when the request was aborted (disconnect) before the view showed the frame', async () => {
    const { kit, adapter } = startKit()
    const frame = await signInAlice(kit)
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    await vi.advanceTimersByTimeAsync(0)
    abortPendingRequests(kit.rpc.pending)
    await expect(signing).rejects.toThrow('Request was aborted')
    showFrameInView(kit)
    await vi.advanceTimersByTimeAsync(0)
    expect(hostRequests(frame)).toEqual([])
  })

  it('sends nothing when the visitor cancels in the kit', async () => {
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
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
    })
  })
})

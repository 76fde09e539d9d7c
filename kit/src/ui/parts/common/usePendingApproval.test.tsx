import { act, cleanup, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { abortPendingRequests } from '../../../core/rpc/abortPendingRequests.js'
import type { WalletKit } from '../../../core/WalletKit.js'
import { deferred } from '../../../test/createScriptedAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { usePendingApproval } from './usePendingApproval.js'

afterEach(cleanup)

function Waiting({ kit, onSettled }: { kit: WalletKit; onSettled: () => void }) {
  const request = usePendingApproval(kit, onSettled)
  return <p>{request ? `waiting for ${request.method}` : 'nothing to approve'}</p>
}

/** Aborts the kit's requests in its layout effect: after the views' first render, before their effects subscribe. */
function AbortBeforeEffects({ kit }: { kit: WalletKit }) {
  useLayoutEffect(() => {
    abortPendingRequests(kit.rpc.pending)
  }, [kit])
  return null
}

function pendingSignature(kit: WalletKit) {
  const answer = deferred<string>()
  const request = kit.rpc.pending.track('personal_sign', () => answer.promise)
  request.catch(() => undefined)
  return { answer, request }
}

describe('usePendingApproval', () => {
  it('calls onSettled once, when the request it showed is answered', async () => {
    const kit = createTestKit()
    const { answer } = pendingSignature(kit)
    const onSettled = vi.fn()
    const view = render(<Waiting kit={kit} onSettled={onSettled} />)
    expect(view.getByText('waiting for personal_sign')).toBeTruthy()
    expect(onSettled).not.toHaveBeenCalled()
    await act(async () => answer.resolve('0xsigned'))
    expect(onSettled).toHaveBeenCalledTimes(1)
    // Another request later does not call it again.
    act(() => void pendingSignature(kit))
    act(() => void abortPendingRequests(kit.rpc.pending))
    expect(onSettled).toHaveBeenCalledTimes(1)
  })

  it('calls onSettled when the request settles between the first render and the subscription', () => {
    const kit = createTestKit()
    pendingSignature(kit)
    const onSettled = vi.fn()
    render(
      <>
        <Waiting kit={kit} onSettled={onSettled} />
        <AbortBeforeEffects kit={kit} />
      </>,
    )
    expect(kit.rpc.pending.list()).toEqual([])
    expect(onSettled).toHaveBeenCalledTimes(1)
  })

  it('waits for a request to appear when there is none yet, and ignores safe reads', () => {
    const kit = createTestKit()
    const onSettled = vi.fn()
    const view = render(<Waiting kit={kit} onSettled={onSettled} />)
    expect(view.getByText('nothing to approve')).toBeTruthy()
    act(() => void kit.rpc.pending.track('eth_chainId', () => new Promise(() => undefined)))
    expect(view.getByText('nothing to approve')).toBeTruthy()
    act(() => void pendingSignature(kit))
    expect(view.getByText('waiting for personal_sign')).toBeTruthy()
    act(() => void abortPendingRequests(kit.rpc.pending))
    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(view.getByText('nothing to approve')).toBeTruthy()
  })

  it('calls onSettled once even when the caller passes a new callback on every render', async () => {
    const kit = createTestKit()
    const { answer } = pendingSignature(kit)
    const calls = vi.fn()
    const view = render(<Waiting kit={kit} onSettled={() => calls()} />)
    view.rerender(<Waiting kit={kit} onSettled={() => calls()} />)
    await act(async () => answer.resolve('0xsigned'))
    view.rerender(<Waiting kit={kit} onSettled={() => calls()} />)
    expect(calls).toHaveBeenCalledTimes(1)
  })
})

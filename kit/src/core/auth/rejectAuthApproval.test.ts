// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '../../config/constants.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  ADDRESS,
  hostRequests,
  signInAlice,
  signInAliceWith,
  startKit,
  UNANSWERED,
} from '../../test/authTestKit.js'
import { closeModal } from '../modal/closeModal.js'
import { goBack } from '../router/goBack.js'
import { setEmbedded } from '../router/setEmbedded.js'
import type { WalletKit } from '../WalletKit.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Records how a promise settles, without awaiting it. */
function outcomeOf(promise: Promise<unknown> | undefined) {
  const outcome: { value?: unknown; error?: unknown } = {}
  promise?.then(
    (value) => {
      outcome.value = value
    },
    (error: unknown) => {
      outcome.error = error
    },
  )
  return outcome
}

async function signatureInApprovalView() {
  const { kit, adapter } = startKit()
  const frame = await signInAlice(kit)
  const outcome = outcomeOf(adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] }))
  await vi.advanceTimersByTimeAsync(0)
  expect(kit.store.getState().router.view).toBe('SignMessage')
  return { kit, frame, outcome }
}

describe('leaving an embedded-wallet approval', () => {
  it('closing the modal rejects it with the user-rejected error and sends nothing', async () => {
    const { kit, frame, outcome } = await signatureInApprovalView()
    closeModal(kit)
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toBeInstanceOf(UserRejectedRequestError)
    expect(hostRequests(frame)).toEqual([])
    expect(kit.store.getState().authFlow.approval).toBeUndefined()
  })

  it('closing an embedded (inline) modal rejects it too', async () => {
    const { kit, outcome } = await signatureInApprovalView()
    setEmbedded(kit, true)
    closeModal(kit)
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('going back rejects it with the user-rejected error', async () => {
    const { kit, frame, outcome } = await signatureInApprovalView()
    goBack(kit)
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome.error).toBeInstanceOf(UserRejectedRequestError)
    expect(hostRequests(frame)).toEqual([])
  })

  it(`times out after ${TIMINGS.authApprovalTimeout / 60_000} minutes with a typed time-out error`, async () => {
    const { kit, frame, outcome } = await signatureInApprovalView()
    await vi.advanceTimersByTimeAsync(TIMINGS.authApprovalTimeout - 1_000)
    expect(outcome).toEqual({})
    await vi.advanceTimersByTimeAsync(1_000)
    expect(outcome.error).toMatchObject({ name: 'ApprovalTimeoutError', message: 'The approval timed out' })
    expect(hostRequests(frame)).toEqual([])
    expect(kit.store.getState().authFlow.approval).toBeUndefined()
  })
})

describe('a newer embedded-wallet approval', () => {
  it('declines the older one shown in the frame, and keeps its own time-out', async () => {
    const { kit, adapter } = startKit()
    await signInAliceWith(kit, (type) => (type === 'RPC_REQUEST' ? UNANSWERED : undefined))
    const older = outcomeOf(adapter.request?.({ method: 'personal_sign', params: ['0x6869', ADDRESS] }))
    await vi.advanceTimersByTimeAsync(0)
    showFrameInView(kit)
    await vi.advanceTimersByTimeAsync(0)
    const newer = outcomeOf(adapter.request?.({ method: 'personal_sign', params: ['0x6868', ADDRESS] }))
    await vi.advanceTimersByTimeAsync(0)
    expect(older.error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.store.getState().authFlow.approval).toBeDefined()
    await vi.advanceTimersByTimeAsync(TIMINGS.authApprovalTimeout)
    expect(newer.error).toMatchObject({ name: 'ApprovalTimeoutError' })
  })
})

/** Plays the approval view: its frame slot asks the approval to show the login frame over it. */
function showFrameInView(kit: WalletKit) {
  const approval = kit.store.getState().router.data?.approval as { show(slot: HTMLElement): void }
  approval.show(document.body.appendChild(document.createElement('div')))
}

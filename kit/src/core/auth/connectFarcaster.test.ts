// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '../../config/constants.js'
import { mountFrame, startKit } from '../../test/authTestKit.js'
import { closeModal } from '../modal/closeModal.js'
import { openModal } from '../modal/openModal.js'
import { connectFarcaster } from './connectFarcaster.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('connectFarcaster', () => {
  it('stops waiting when the modal closes, and reloads the frame to end its own wait', async () => {
    const { kit } = startKit()
    // The frame never approves: CONNECT_FARCASTER waits as long as the visitor takes.
    const frame = mountFrame(kit, (type) => (type === 'CONNECT_FARCASTER' ? { pending: true } : undefined))
    openModal(kit, { view: 'ConnectingFarcaster' })
    const outcome: { error?: unknown } = {}
    connectFarcaster(kit).catch((error: unknown) => {
      outcome.error = error
    })
    await vi.advanceTimersByTimeAsync(600)
    expect(frame.types()).toContain('CONNECT_FARCASTER')
    closeModal(kit)
    await vi.advanceTimersByTimeAsync(TIMINGS.farcasterReload)
    expect(outcome.error).toMatchObject({ name: 'RequestAbortedError' })
    expect(frame.types()).toContain('RELOAD')
  })
})

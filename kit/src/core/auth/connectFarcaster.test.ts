// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '../../config/constants.js'
import { mountFrame, startKit } from '../../test/authTestKit.js'
import { closeModal } from '../modal/closeModal.js'
import { openModal } from '../modal/openModal.js'
import { connectFarcaster, getFarcasterUri } from './connectFarcaster.js'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('getFarcasterUri', () => {
  it('keeps a Farcaster link the frame sends over https, or http on this machine', async () => {
    const { kit } = startKit()
    await mountFrame(kit, (type) =>
      type === 'GET_FARCASTER_URI' ? { url: 'https://farcaster.test/~/siwf?c=1' } : undefined,
    )
    expect(await getFarcasterUri(kit)).toBe('https://farcaster.test/~/siwf?c=1')
    expect(kit.store.getState().accounts.eip155?.farcasterUrl).toBe('https://farcaster.test/~/siwf?c=1')
  })

  it.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>x</script>',
    'http://farcaster.test/',
  ])('refuses %s from the frame, and neither shows nor keeps it', async (url) => {
    const { kit } = startKit()
    await mountFrame(kit, (type) => (type === 'GET_FARCASTER_URI' ? { url } : undefined))
    await expect(getFarcasterUri(kit)).rejects.toThrow('Unsafe link refused')
    expect(kit.store.getState().accounts.eip155?.farcasterUrl).toBeUndefined()
  })
})

describe('connectFarcaster', () => {
  it('stops waiting when the modal closes, and reloads the frame to end its own wait', async () => {
    const { kit } = startKit()
    // The frame never approves: CONNECT_FARCASTER waits as long as the visitor takes.
    const frame = await mountFrame(kit, (type) =>
      type === 'CONNECT_FARCASTER' ? { pending: true } : undefined,
    )
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

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish, testMessage } from '../../test/inEnglish.js'
import { showToast } from './showToast.js'
import { TOAST_AUTO_HIDE_MS } from './toastTimers.js'

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('shows a toast at once when none is open', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Transaction started'), variant: 'success' })
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'Transaction started', variant: 'success' },
    })
  })

  it('hides the open toast, then shows the new one after exactly 150 ms', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    showToast(kit, {
      message: testMessage('Something went wrong'),
      variant: 'error',
      details: 'Nonce too low',
    })
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: false,
      toast: { message: 'Sending', variant: 'loading' },
    })
    vi.advanceTimersByTime(149)
    expect(kit.store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'Something went wrong', variant: 'error', details: 'Nonce too low' },
    })
  })

  it('lets the newest of several quick toasts take the waiting one’s place, 150 ms after it came', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('first'), variant: 'loading' })
    showToast(kit, { message: testMessage('second'), variant: 'loading' })
    vi.advanceTimersByTime(100)
    showToast(kit, { message: testMessage('third'), variant: 'loading' })
    vi.advanceTimersByTime(149)
    expect(kit.store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'third', variant: 'loading' },
    })
    vi.advanceTimersByTime(1000)
    expect(inEnglish(kit.store.getState().toast.toast)?.message).toBe('third')
  })

  it('hides a success or error toast after 2.5 s', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Transaction started'), variant: 'success' })
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1)
    expect(kit.store.getState().toast.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.store.getState().toast.open).toBe(false)
    expect(TOAST_AUTO_HIDE_MS).toBe(2500)
  })

  it('counts the 2.5 s from when a swapped-in toast shows', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    showToast(kit, { message: testMessage('Failed'), variant: 'error' })
    vi.advanceTimersByTime(150 + TOAST_AUTO_HIDE_MS - 1)
    expect(kit.store.getState().toast.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.store.getState().toast.open).toBe(false)
  })

  it('keeps a loading toast until it is replaced', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    vi.advanceTimersByTime(60_000)
    expect(kit.store.getState().toast.open).toBe(true)
  })

  it('does not let an earlier success toast hide a later loading one', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Copied'), variant: 'success' })
    vi.advanceTimersByTime(1000)
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    vi.advanceTimersByTime(60_000)
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'Sending', variant: 'loading' },
    })
  })

  it('shows at once again after the previous toast hid itself', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Copied'), variant: 'success' })
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS)
    showToast(kit, { message: testMessage('Copied again'), variant: 'success' })
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'Copied again', variant: 'success' },
    })
  })
})

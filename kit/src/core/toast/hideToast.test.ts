import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish, testMessage } from '../../test/inEnglish.js'
import { hideToast } from './hideToast.js'
import { showToast } from './showToast.js'

describe('hideToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('hides the open toast and keeps its content for the exit animation', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    hideToast(kit)
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: false,
      toast: { message: 'Sending', variant: 'loading' },
    })
  })

  it('drops a toast that was waiting to be shown', () => {
    const kit = createTestKit()
    showToast(kit, { message: testMessage('Sending'), variant: 'loading' })
    showToast(kit, { message: testMessage('Sent'), variant: 'success' })
    hideToast(kit)
    vi.advanceTimersByTime(150)
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: false,
      toast: { message: 'Sending', variant: 'loading' },
    })
  })

  it('does nothing harmful when no toast is open', () => {
    const kit = createTestKit()
    hideToast(kit)
    expect(inEnglish(kit.store.getState().toast)).toEqual({ open: false, toast: undefined })
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish, testMessage } from '../../test/inEnglish.js'
import { showLoadingToast } from './showLoadingToast.js'
import { showSuccessToast } from './showSuccessToast.js'

describe('showLoadingToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('shows a loading toast that stays until the next one swaps in 150 ms later', () => {
    const kit = createTestKit()
    showLoadingToast(kit, { message: testMessage('Sending') })
    vi.advanceTimersByTime(10_000)
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'Sending', variant: 'loading' },
    })
    showSuccessToast(kit, { message: testMessage('Transaction started') })
    vi.advanceTimersByTime(150)
    expect(kit.store.getState().toast.toast?.variant).toBe('success')
  })
})

import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAnalytics } from '../../core/analytics/connectAnalytics.js'
import { shakeModal } from '../../core/modal/shakeModal.js'
import { showToast } from '../../core/toast/showToast.js'
import { AnalyticsForbiddenError } from '../../errors/AnalyticsForbiddenError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { testMessage } from '../../test/inEnglish.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

describe('the toast and the shake', () => {
  it.each([
    ['loading', 'Sending…'],
    ['success', 'Transaction started'],
    ['error', 'Something went wrong'],
  ] as const)('shows a %s toast in a live region', async (variant, message) => {
    const kit = createTestKit()
    await renderModal(kit, 'Networks')
    act(() => showToast(kit, { message: testMessage(message), variant }))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(message)
    expect(status.querySelector('.wk-toast')?.getAttribute('data-variant')).toBe(variant)
  })

  it('shows the analytics 403 once, with its details', async () => {
    const kit = createTestKit({ features: { analytics: true } })
    connectAnalytics(kit, { sendEvent: () => Promise.reject(new AnalyticsForbiddenError()) })
    await renderModal(kit, 'Networks')
    await vi.waitFor(
      () => expect(screen.getByRole('status').textContent).toContain('Invalid App Configuration'),
      { timeout: 10_000 },
    )
    expect(screen.getByRole('status').textContent).toContain('Origin not found on Allowlist')
  })

  it('shakes the dialog for exactly 500 ms', async () => {
    const kit = createTestKit()
    const dialog = await renderModal(kit, 'Networks')
    vi.useFakeTimers()
    act(() => shakeModal(kit))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(499))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'

describe('replaceView', () => {
  it('swaps the current view so back skips it', () => {
    const kit = createTestKit()
    pushView(kit, 'EmailVerifyDevice')
    replaceView(kit, 'EmailVerifyOtp', { email: 'a@b.co' })
    expect(kit.store.getState().router).toMatchObject({
      view: 'EmailVerifyOtp',
      history: ['Connect', 'EmailVerifyOtp'],
      data: { email: 'a@b.co' },
      transition: 'next',
    })
  })

  it('does nothing when the view is already shown', () => {
    const kit = createTestKit()
    pushView(kit, 'AllWallets', { page: 1 })
    const before = kit.store.getState().router
    replaceView(kit, 'AllWallets', { page: 2 })
    expect(kit.store.getState().router).toBe(before)
  })
})

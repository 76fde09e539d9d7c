import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish, testMessage } from '../../test/inEnglish.js'
import { showSuccessToast } from './showSuccessToast.js'

describe('showSuccessToast', () => {
  it('shows a success toast', () => {
    const kit = createTestKit()
    showSuccessToast(kit, { message: testMessage('Transaction started') })
    expect(inEnglish(kit.store.getState().toast)).toEqual({
      open: true,
      toast: { message: 'Transaction started', variant: 'success' },
    })
  })
})

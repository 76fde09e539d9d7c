import { describe, expect, it } from 'vitest'
import { AnalyticsForbiddenError } from '../../errors/AnalyticsForbiddenError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { showErrorToast } from './showErrorToast.js'

describe('showErrorToast', () => {
  it('shows an error toast from a kit error, with its details', () => {
    const kit = createTestKit()
    showErrorToast(kit, new AnalyticsForbiddenError())
    expect(kit.store.getState().toast.toast).toMatchInlineSnapshot(`
      {
        "details": "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
        "message": "Invalid App Configuration",
        "variant": "error",
      }
    `)
  })
})

import { describe, expect, it } from 'vitest'
import { AnalyticsForbiddenError } from '../../errors/AnalyticsForbiddenError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { showErrorToast } from './showErrorToast.js'

describe('showErrorToast', () => {
  it('shows an error toast from a kit error, with its details', () => {
    const kit = createTestKit()
    const error = new AnalyticsForbiddenError()
    showErrorToast(kit, { message: errorMessage(error), details: error.details })
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchInlineSnapshot(`
      {
        "details": "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
        "message": "Invalid App Configuration",
        "variant": "error",
      }
    `)
  })
})

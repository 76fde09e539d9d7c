import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setLegalAccepted } from './setLegalAccepted.js'

describe('setLegalAccepted', () => {
  it('starts unticked and follows the checkbox both ways', () => {
    const kit = createTestKit()
    expect(kit.store.getState().modal.legalAccepted).toBe(false)
    setLegalAccepted(kit, true)
    expect(kit.store.getState().modal.legalAccepted).toBe(true)
    setLegalAccepted(kit, false)
    expect(kit.store.getState().modal.legalAccepted).toBe(false)
  })
})

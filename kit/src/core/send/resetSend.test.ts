import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { resetSend } from './resetSend.js'
import { createSendState } from './SendState.js'
import { updateSendForm } from './updateSendForm.js'

describe('resetSend', () => {
  it('empties every field of the send form', () => {
    const kit = createTestKit()
    updateSendForm(kit, { amount: '1' })
    updateSendForm(kit, { receiverAddress: '0x52908400098527886E0F7030069857D2E4169EE7' })
    resetSend(kit)
    expect(kit.store.getState().send).toEqual(createSendState())
  })
})

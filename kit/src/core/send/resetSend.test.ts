import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { resetSend } from './resetSend.js'
import { createSendState } from './SendState.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendReceiverAddress } from './setSendReceiverAddress.js'

describe('resetSend', () => {
  it('empties every field of the send form', () => {
    const kit = createTestKit()
    setSendAmount(kit, '1')
    setSendReceiverAddress(kit, '0x52908400098527886E0F7030069857D2E4169EE7')
    resetSend(kit)
    expect(kit.store.getState().send).toEqual(createSendState())
  })
})

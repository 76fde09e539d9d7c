import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setSendReceiverAddress } from './setSendReceiverAddress.js'

describe('setSendReceiverAddress', () => {
  it('sets receiverAddress and leaves the other fields of the send form', () => {
    const kit = createTestKit()
    const filled = {
      tokenAddress: 'token',
      amount: '1',
      receiverAddress: 'receiver',
      receiverProfileName: 'name',
    }
    kit.store.setState({ send: filled })
    setSendReceiverAddress(kit, '0x52908400098527886E0F7030069857D2E4169EE7')
    expect(kit.store.getState().send).toEqual({
      ...filled,
      receiverAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    })
  })

  it('clears receiverAddress when given undefined', () => {
    const kit = createTestKit()
    setSendReceiverAddress(kit, '0x52908400098527886E0F7030069857D2E4169EE7')
    setSendReceiverAddress(kit, undefined)
    expect(kit.store.getState().send.receiverAddress).toBeUndefined()
  })
})

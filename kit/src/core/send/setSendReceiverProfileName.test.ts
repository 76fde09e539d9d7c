import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setSendReceiverProfileName } from './setSendReceiverProfileName.js'

describe('setSendReceiverProfileName', () => {
  it('sets receiverProfileName and leaves the other fields of the send form', () => {
    const kit = createTestKit()
    const filled = {
      tokenAddress: 'token',
      amount: '1',
      receiverAddress: 'receiver',
      receiverProfileName: 'name',
    }
    kit.store.setState({ send: filled })
    setSendReceiverProfileName(kit, 'alice.eth')
    expect(kit.store.getState().send).toEqual({ ...filled, receiverProfileName: 'alice.eth' })
  })

  it('clears receiverProfileName when given undefined', () => {
    const kit = createTestKit()
    setSendReceiverProfileName(kit, 'alice.eth')
    setSendReceiverProfileName(kit, undefined)
    expect(kit.store.getState().send.receiverProfileName).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setSendAmount } from './setSendAmount.js'

describe('setSendAmount', () => {
  it('sets amount and leaves the other fields of the send form', () => {
    const kit = createTestKit()
    const filled = {
      tokenAddress: 'token',
      amount: '1',
      receiverAddress: 'receiver',
      receiverProfileName: 'name',
    }
    kit.store.setState({ send: filled })
    setSendAmount(kit, '0.25')
    expect(kit.store.getState().send).toEqual({ ...filled, amount: '0.25' })
  })

  it('clears amount when given undefined', () => {
    const kit = createTestKit()
    setSendAmount(kit, '0.25')
    setSendAmount(kit, undefined)
    expect(kit.store.getState().send.amount).toBeUndefined()
  })
})

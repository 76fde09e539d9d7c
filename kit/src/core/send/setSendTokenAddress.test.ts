import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setSendTokenAddress } from './setSendTokenAddress.js'

describe('setSendTokenAddress', () => {
  it('sets tokenAddress and leaves the other fields of the send form', () => {
    const kit = createTestKit()
    const filled = {
      tokenAddress: 'token',
      amount: '1',
      receiverAddress: 'receiver',
      receiverProfileName: 'name',
    }
    kit.store.setState({ send: filled })
    setSendTokenAddress(kit, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(kit.store.getState().send).toEqual({
      ...filled,
      tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    })
  })

  it('clears tokenAddress when given undefined', () => {
    const kit = createTestKit()
    setSendTokenAddress(kit, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    setSendTokenAddress(kit, undefined)
    expect(kit.store.getState().send.tokenAddress).toBeUndefined()
  })
})

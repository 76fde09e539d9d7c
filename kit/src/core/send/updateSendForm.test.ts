import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { createSendState, type SendForm } from './SendState.js'
import { updateSendForm } from './updateSendForm.js'

const filled = {
  ...createSendState(),
  tokenAddress: 'token',
  amount: '1',
  receiverAddress: 'receiver',
  receiverProfileName: 'name',
}

describe('updateSendForm', () => {
  it.each<[keyof SendForm, string]>([
    ['amount', '0.25'],
    ['receiverAddress', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['receiverProfileName', 'alice.eth'],
    ['tokenAddress', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
  ])('sets %s and leaves the other fields of the send form', (field, value) => {
    const kit = createTestKit()
    kit.store.setState({ send: filled })
    updateSendForm(kit, { [field]: value })
    expect(kit.store.getState().send).toEqual({ ...filled, [field]: value })
  })

  it.each<keyof SendForm>(['amount', 'receiverAddress', 'receiverProfileName', 'tokenAddress'])(
    'clears %s when given undefined',
    (field) => {
      const kit = createTestKit()
      kit.store.setState({ send: filled })
      updateSendForm(kit, { [field]: undefined })
      expect(kit.store.getState().send[field]).toBeUndefined()
    },
  )

  it('sets several fields at once', () => {
    const kit = createTestKit()
    kit.store.setState({ send: filled })
    updateSendForm(kit, { receiverAddress: '0xabc', receiverProfileName: undefined })
    expect(kit.store.getState().send).toEqual({
      ...filled,
      receiverAddress: '0xabc',
      receiverProfileName: undefined,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setModalLoading } from './setModalLoading.js'

describe('setModalLoading', () => {
  it('sets loading for one namespace without touching the others', () => {
    const kit = createTestKit()
    setModalLoading(kit, 'eip155', true)
    setModalLoading(kit, 'solana', true)
    setModalLoading(kit, 'eip155', false)
    expect(kit.store.getState().modal.loading).toEqual({ eip155: false, solana: true })
  })

  it('replaces the modal slice instead of mutating it', () => {
    const kit = createTestKit()
    const before = kit.store.getState().modal
    setModalLoading(kit, 'eip155', true)
    expect(before.loading).toEqual({})
    expect(kit.store.getState().modal).not.toBe(before)
  })
})

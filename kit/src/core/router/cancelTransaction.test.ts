import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { createIdleAdapter } from '../../test/setTestAddress.js'
import { openModal } from '../modal/openModal.js'
import { cancelTransaction } from './cancelTransaction.js'
import { pushTransaction } from './pushTransaction.js'
import { pushView } from './pushView.js'

const openKit = () => {
  const kit = createTestKit({}, { adapters: [createIdleAdapter('eip155')] })
  openModal(kit)
  return kit
}

describe('cancelTransaction', () => {
  it('goes back, then calls onCancel and not onSuccess', () => {
    const kit = openKit()
    const seen: string[] = []
    pushView(kit, 'AllWallets')
    pushTransaction(kit, {
      view: 'Account',
      goBack: false,
      onSuccess: () => seen.push('success'),
      onCancel: () => seen.push(kit.store.getState().router.view),
    })
    pushView(kit, 'SignMessage')
    cancelTransaction(kit)
    expect(seen).toEqual(['AllWallets'])
    expect(kit.store.getState().router).toMatchObject({ transition: 'prev', transactionStack: [] })
  })

  it('closes the modal when there is nowhere to go back to', () => {
    const kit = openKit()
    const onCancel = vi.fn()
    pushTransaction(kit, { view: null, goBack: true, onCancel })
    cancelTransaction(kit)
    expect(kit.store.getState().modal.open).toBe(false)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('does nothing without a pending transaction', () => {
    const kit = openKit()
    pushView(kit, 'AllWallets')
    cancelTransaction(kit)
    expect(kit.store.getState().router.view).toBe('AllWallets')
  })
})

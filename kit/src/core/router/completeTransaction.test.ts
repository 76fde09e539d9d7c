import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { createIdleAdapter } from '../../test/setTestAddress.js'
import { openModal } from '../modal/openModal.js'
import { completeTransaction } from './completeTransaction.js'
import { pushTransaction } from './pushTransaction.js'
import { pushView } from './pushView.js'

const openKit = () => {
  const kit = createTestKit({}, { adapters: [createIdleAdapter('eip155')] })
  openModal(kit)
  return kit
}

describe('completeTransaction', () => {
  it('goes back, then calls onSuccess', () => {
    const kit = openKit()
    const seen: string[] = []
    pushView(kit, 'AllWallets')
    pushTransaction(kit, {
      view: null,
      goBack: true,
      onSuccess: () => seen.push(kit.store.getState().router.view),
      onCancel: () => seen.push('cancel'),
    })
    pushView(kit, 'SignMessage')
    completeTransaction(kit)
    expect(seen).toEqual(['AllWallets'])
    expect(kit.store.getState().router.transactionStack).toEqual([])
  })

  it('resets to the transaction view, then calls onSuccess', () => {
    const kit = openKit()
    const onSuccess = vi.fn()
    pushTransaction(kit, { view: 'Account', goBack: false, onSuccess })
    pushView(kit, 'ApproveTransaction')
    completeTransaction(kit)
    expect(kit.store.getState().router).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('leaves the SIWE flow back to the view before it', () => {
    const kit = openKit()
    const onSuccess = vi.fn()
    pushView(kit, 'AllWallets')
    pushView(kit, 'ConnectingSiwe')
    pushTransaction(kit, { view: null, goBack: false, replace: true, onSuccess })
    pushView(kit, 'SignMessage')
    completeTransaction(kit)
    expect(kit.store.getState().router).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      transition: 'prev',
    })
    expect(kit.store.getState().modal.open).toBe(true)
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('closes the modal when the SIWE flow began the history', () => {
    const kit = openKit()
    const onSuccess = vi.fn()
    openModal(kit, { view: 'ConnectingSiwe' })
    pushTransaction(kit, { view: null, goBack: false, replace: true, onSuccess })
    completeTransaction(kit)
    expect(kit.store.getState().modal.open).toBe(false)
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('only calls onSuccess when the transaction names no navigation', () => {
    const kit = openKit()
    const onSuccess = vi.fn()
    pushView(kit, 'SignMessage')
    pushTransaction(kit, { view: null, goBack: false, onSuccess })
    completeTransaction(kit)
    expect(kit.store.getState().router.view).toBe('SignMessage')
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('ends the innermost transaction first', () => {
    const kit = openKit()
    const calls: string[] = []
    pushTransaction(kit, { view: null, goBack: false, onSuccess: () => calls.push('outer') })
    pushTransaction(kit, { view: null, goBack: false, onSuccess: () => calls.push('inner') })
    completeTransaction(kit)
    expect(calls).toEqual(['inner'])
    expect(kit.store.getState().router.transactionStack).toHaveLength(1)
  })

  it('does nothing without a pending transaction', () => {
    const kit = openKit()
    pushView(kit, 'AllWallets')
    const before = kit.store.getState()
    completeTransaction(kit)
    expect(kit.store.getState()).toBe(before)
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { pushView } from './pushView.js'

describe('pushView', () => {
  it('shows the view on top of the history, moving forward', () => {
    const kit = createTestKit()
    pushView(kit, 'AllWallets')
    expect(kit.store.getState().router).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      transition: 'next',
    })
  })

  it('carries the view data', () => {
    const kit = createTestKit()
    const wallet = { id: 'w1', name: 'Wallet One' }
    pushView(kit, 'ConnectingWalletConnect', { wallet })
    expect(kit.store.getState().router.data).toEqual({ wallet })
  })

  it('does not push the view already shown twice', () => {
    const kit = createTestKit()
    pushView(kit, 'AllWallets')
    pushView(kit, 'AllWallets')
    expect(kit.store.getState().router.history).toEqual(['Connect', 'AllWallets'])
  })
})

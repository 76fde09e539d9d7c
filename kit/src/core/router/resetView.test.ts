import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { pushView } from './pushView.js'
import { resetView } from './resetView.js'

describe('resetView', () => {
  it('leaves a history of the one view', () => {
    const kit = createTestKit()
    pushView(kit, 'AllWallets')
    pushView(kit, 'ConnectingWalletConnect')
    resetView(kit, 'Account')
    expect(kit.store.getState().router).toMatchObject({
      view: 'Account',
      history: ['Account'],
      data: undefined,
    })
  })
})

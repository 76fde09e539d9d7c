import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { pushTransaction } from './pushTransaction.js'

describe('pushTransaction', () => {
  it('records transactions innermost last without navigating', () => {
    const kit = createTestKit()
    const outer = { view: 'Account' as const, goBack: false }
    const inner = { view: null, goBack: true }
    pushTransaction(kit, outer)
    pushTransaction(kit, inner)
    expect(kit.store.getState().router).toMatchObject({ view: 'Connect', transactionStack: [outer, inner] })
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setEmbedded } from './setEmbedded.js'

describe('setEmbedded', () => {
  it('starts off and can be switched on and off', () => {
    const kit = createTestKit()
    expect(kit.store.getState().router.embedded).toBe(false)
    setEmbedded(kit, true)
    expect(kit.store.getState().router.embedded).toBe(true)
    setEmbedded(kit, false)
    expect(kit.store.getState().router.embedded).toBe(false)
  })
})

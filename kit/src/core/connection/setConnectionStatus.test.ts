import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getConnectionStatus } from './getConnectionStatus.js'
import { setConnectionStatus } from './setConnectionStatus.js'

describe('setConnectionStatus', () => {
  it('keeps a status per chain namespace', () => {
    const kit = createTestKit()
    setConnectionStatus(kit, 'eip155', 'connecting')
    setConnectionStatus(kit, 'solana', 'connected')
    const state = kit.store.getState()
    expect(getConnectionStatus(state, 'eip155')).toBe('connecting')
    expect(getConnectionStatus(state, 'solana')).toBe('connected')
    setConnectionStatus(kit, 'eip155', 'disconnected')
    expect(getConnectionStatus(kit.store.getState())).toBe('disconnected')
  })
})

describe('getConnectionStatus', () => {
  it('is disconnected for a namespace never set, and reads the active namespace by default', () => {
    const kit = createTestKit()
    expect(getConnectionStatus(kit.store.getState())).toBe('disconnected')
    setConnectionStatus(kit, 'eip155', 'connected')
    expect(getConnectionStatus(kit.store.getState())).toBe('connected')
  })
})

import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { getActiveAccount } from './getActiveAccount.js'
import { isConnected } from './isConnected.js'
import { setCaipAddress } from './setCaipAddress.js'

const solanaCaipAddress =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('getActiveAccount', () => {
  it('selects the account of the active namespace', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'solana', solanaCaipAddress)
    expect(getActiveAccount(kit.store.getState())?.caipAddress).toBeUndefined()
    kit.store.setState({ activeNamespace: 'solana' })
    expect(getActiveAccount(kit.store.getState())?.caipAddress).toBe(solanaCaipAddress)
  })
})

describe('isConnected', () => {
  it('is false before any address is connected', () => {
    expect(isConnected(createTestKit().store.getState())).toBe(false)
  })

  it('reads the active namespace unless a namespace is given', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'solana', solanaCaipAddress)
    const state = kit.store.getState()
    expect(isConnected(state)).toBe(false)
    expect(isConnected(state, 'solana')).toBe(true)
    expect(isConnected(state, 'polkadot')).toBe(false)
  })
})

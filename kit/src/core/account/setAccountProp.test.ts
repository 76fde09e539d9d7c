import { describe, expect, it } from 'vitest'
import { ChainRequiredForAccountPropError } from '../../errors/ChainRequiredForAccountPropError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { setAccountProp } from './setAccountProp.js'

describe('setAccountProp', () => {
  it('sets one field of the namespace account and leaves the others', () => {
    const kit = createTestKit()
    setAccountProp(kit, 'solana', 'profileName', 'alice.sol')
    const { accounts } = kit.store.getState()
    expect(accounts.solana?.profileName).toBe('alice.sol')
    expect(accounts.solana?.status).toBe('disconnected')
    expect(accounts.eip155?.profileName).toBeUndefined()
  })

  it('replaces the account object instead of mutating it', () => {
    const kit = createTestKit()
    const before = kit.store.getState().accounts.eip155
    setAccountProp(kit, 'eip155', 'currentTab', 2)
    expect(kit.store.getState().accounts.eip155).not.toBe(before)
    expect(before?.currentTab).toBe(0)
  })

  it('throws "Chain is required to set account prop" without a namespace', () => {
    const kit = createTestKit()
    expect(() => setAccountProp(kit, undefined, 'balance', '1')).toThrow(ChainRequiredForAccountPropError)
    expect(() => setAccountProp(kit, undefined, 'balance', '1')).toThrowErrorMatchingInlineSnapshot(
      `[ChainRequiredForAccountPropError: Chain is required to set account prop]`,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { ChainRequiredForAccountDataError } from '../../errors/ChainRequiredForAccountDataError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { updateAccountData } from './updateAccountData.js'

describe('updateAccountData', () => {
  it('merges several fields into the namespace account', () => {
    const kit = createTestKit()
    updateAccountData(kit, 'eip155', { balance: '1.5', balanceSymbol: 'ETH' })
    expect(kit.store.getState().accounts.eip155).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
      currentTab: 0,
    })
  })

  it('throws "Chain is required to update chain account data" without a namespace', () => {
    const kit = createTestKit()
    expect(() => updateAccountData(kit, undefined, { balance: '1' })).toThrow(
      ChainRequiredForAccountDataError,
    )
    expect(() => updateAccountData(kit, undefined, { balance: '1' })).toThrowErrorMatchingInlineSnapshot(
      `[ChainRequiredForAccountDataError: Chain is required to update chain account data]`,
    )
  })

  it('ignores a namespace the host did not configure', () => {
    const kit = createTestKit()
    updateAccountData(kit, 'polkadot', { balance: '1' })
    expect(kit.store.getState().accounts.polkadot).toBeUndefined()
  })
})

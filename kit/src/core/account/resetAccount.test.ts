import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import { createAccountState } from './AccountState.js'
import { resetAccount } from './resetAccount.js'
import { updateAccountData } from './updateAccountData.js'

function connectedKit() {
  const kit = createTestKit()
  updateAccountData(kit, 'eip155', {
    caipAddress: 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    balance: '1.5',
    profileName: 'alice.eth',
    status: 'connected',
    allAccounts: [{ namespace: 'eip155', address: '0x5290', type: 'eoa' }],
    currentTab: 2,
  })
  kit.store.setState((state) => ({
    connection: { ...state.connection, connectorId: { eip155: 'io.metamask', solana: 'phantom' } },
  }))
  return kit
}

describe('resetAccount', () => {
  it('clears every account field and makes the status disconnected', () => {
    const kit = connectedKit()
    resetAccount(kit, 'eip155')
    expect(kit.store.getState().accounts.eip155).toEqual({ ...createAccountState(), status: 'disconnected' })
  })

  it('removes the connector id of that namespace only', () => {
    const kit = connectedKit()
    resetAccount(kit, 'eip155')
    expect(kit.store.getState().connection.connectorId).toEqual({ solana: 'phantom' })
  })

  it('removes a stored connector id', () => {
    const kit = connectedKit()
    kit.storage.set(STORAGE_KEYS.connectorId, 'io.metamask')
    resetAccount(kit, 'eip155')
    expect(kit.storage.get(STORAGE_KEYS.connectorId)).toBeUndefined()
  })

  it('removes only this namespace from connector ids stored by namespace', () => {
    const kit = connectedKit()
    kit.storage.setJson(STORAGE_KEYS.connectorId, { eip155: 'io.metamask', solana: 'phantom' })
    resetAccount(kit, 'eip155')
    expect(kit.storage.getJson(STORAGE_KEYS.connectorId)).toEqual({ solana: 'phantom' })
    resetAccount(kit, 'solana')
    expect(kit.storage.get(STORAGE_KEYS.connectorId)).toBeUndefined()
  })

  it('leaves the other namespaces untouched', () => {
    const kit = connectedKit()
    updateAccountData(kit, 'solana', { balance: '3' })
    resetAccount(kit, 'eip155')
    expect(kit.store.getState().accounts.solana?.balance).toBe('3')
  })

  it('adds no account for a namespace the host did not configure', () => {
    const kit = connectedKit()
    resetAccount(kit, 'polkadot')
    expect(kit.store.getState().accounts.polkadot).toBeUndefined()
  })
})

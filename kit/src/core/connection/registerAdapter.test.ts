// @vitest-environment jsdom
import { describe, expect, it, onTestFinished } from 'vitest'
import type { ChainAdapter, ChainAdapterEventMap, Connector } from '../../chains/ChainAdapter.js'
import { STORAGE_KEYS } from '../../config/index.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import {
  alice,
  announceWallet,
  bob,
  createEip155TestKit,
  nextWalletRequest,
} from '../../test/eip155TestWorld.js'
import { createEmitter, type Emitter } from '../../utils/createEmitter.js'
import { createAccountState } from '../account/AccountState.js'
import { getNetworkName } from '../network/getNetworkName.js'
import { connectExternal } from './connectExternal.js'
import { registerAdapter } from './registerAdapter.js'

const sandboxId = 'io.walletkit.sandbox'

/** A kit connected to the announced mock wallet on Ethereum, with the modal open on Account. */
async function connectedKit() {
  const wallet = announceWallet({ mode: 'approve' })
  const { kit, adapter } = createEip155TestKit()
  const connector = kit.store.getState().connectors.connectors.find((candidate) => candidate.id === sandboxId)
  if (!connector) throw new Error('the wallet was not discovered')
  await connectExternal(kit, { connector, stayOpen: true })
  wallet.setMode('manual')
  return { wallet, kit, adapter }
}

/** A stand-in adapter whose events the test emits (the mock wallet cannot change its selected account). */
function standInAdapter(connector: Connector): ChainAdapter & { events: Emitter<ChainAdapterEventMap> } {
  const events = createEmitter<ChainAdapterEventMap>()
  return {
    namespace: 'eip155',
    events,
    on: events.on,
    connectors: () => [connector],
    connect: async () => ({ address: alice, chainId: 1, accounts: [alice] }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
  }
}

describe('registerAdapter', () => {
  it('stores the adapter and puts the wallets announced before and after into state', () => {
    announceWallet()
    const { kit, adapter } = createEip155TestKit()
    expect(kit.adapters.get('eip155')).toBe(adapter)
    expect(kit.store.getState().connectors.connectors.map((connector) => connector.id)).toEqual([sandboxId])
    announceWallet({ info: { name: 'Second Wallet', rdns: 'io.walletkit.second' } })
    announceWallet({ announce: false }).exposeAsWindowEthereum()
    expect(kit.store.getState().connectors.connectors.map((connector) => connector.name)).toEqual([
      'Sandbox Wallet',
      'Second Wallet',
      'Browser Wallet',
    ])
  })

  it('follows the wallet onto another configured chain: the active network and CAIP address move with it', async () => {
    const { wallet, kit } = await connectedKit()
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    const state = kit.store.getState()
    expect(state.networks.eip155?.caipNetwork?.name).toBe('Base')
    expect(state.accounts.eip155?.caipAddress).toBe(`eip155:8453:${alice}`)
    expect(state.router.view).toBe('Account')
  })

  it('labels a chain the host did not configure "Unknown Network" and shows UnsupportedChain, opening the modal', async () => {
    const { wallet, kit } = await connectedKit()
    kit.store.setState((state) => ({ modal: { ...state.modal, open: false } }))
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    const state = kit.store.getState()
    expect(state.networks.eip155?.caipNetwork).toMatchObject({ caipNetworkId: 'eip155:137', id: 137 })
    expect(getNetworkName(state)).toBe('Unknown Network')
    expect(state.accounts.eip155?.caipAddress).toBe(`eip155:137:${alice}`)
    expect(state.modal.open).toBe(true)
    expect(state.router.view).toBe('UnsupportedChain')
  })

  it('follows the account the wallet selects', () => {
    const kit = createTestKit()
    const connector: Connector = { id: 'stand-in', name: 'Stand-in', type: 'ANNOUNCED', chain: 'eip155' }
    const adapter = standInAdapter(connector)
    registerAdapter(kit, adapter)
    kit.store.setState((state) => ({ connection: { ...state.connection, status: { eip155: 'connected' } } }))
    adapter.events.emit('accountsChanged', { accounts: [bob, alice] })
    const account = kit.store.getState().accounts.eip155
    expect(account?.caipAddress).toBe(`eip155:1:${bob}`)
    expect(account?.allAccounts.map((record) => record.address)).toEqual([bob, alice])
  })

  it('ends the connection when the wallet shares no account any more', async () => {
    const { wallet, kit } = await connectedKit()
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    const state = kit.store.getState()
    expect(state.accounts.eip155).toEqual(createAccountState())
    expect(state.connection.status.eip155).toBe('disconnected')
    expect(kit.storage.get(STORAGE_KEYS.connectorId)).toBeUndefined()
    expect(state.router.view).toBe('Connect')
  })

  it('resets the account and aborts requests awaiting approval when the wallet disconnects on its side', async () => {
    const { wallet, kit, adapter } = await connectedKit()
    const signing = adapter.request?.({ method: 'personal_sign', params: ['0x68656c6c6f', alice] })
    await nextWalletRequest(wallet)
    wallet.disconnect()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
  })

  it('keeps two kits on one page apart: only the kit that connected follows the wallet', async () => {
    const { wallet, kit } = await connectedKit()
    const other = createEip155TestKit().kit
    expect(other.store.getState().connectors.connectors.map((connector) => connector.id)).toEqual([sandboxId])
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(kit.store.getState().networks.eip155?.caipNetwork?.name).toBe('Base')
    expect(other.store.getState().networks.eip155?.caipNetwork?.name).toBe('Ethereum')
    expect(other.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
  })

  it('ignores the events of a wallet that is not connected', () => {
    const kit = createTestKit()
    const adapter = standInAdapter({ id: 'stand-in', name: 'Stand-in', type: 'ANNOUNCED', chain: 'eip155' })
    registerAdapter(kit, adapter)
    const before = kit.store.getState()
    adapter.events.emit('chainChanged', { chainId: 137 })
    adapter.events.emit('accountsChanged', { accounts: [bob] })
    adapter.events.emit('disconnect', { connectorId: 'stand-in' })
    expect(kit.store.getState()).toBe(before)
  })

  it('stops following once unregistered', () => {
    const kit = createTestKit()
    const adapter = standInAdapter({ id: 'stand-in', name: 'Stand-in', type: 'ANNOUNCED', chain: 'eip155' })
    const unregister = registerAdapter(kit, adapter)
    kit.store.setState((state) => ({ connection: { ...state.connection, status: { eip155: 'connected' } } }))
    unregister()
    adapter.events.emit('accountsChanged', { accounts: [bob] })
    adapter.events.emit('connectorsChanged', { connectors: [] })
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
  })

  it('logs, and keeps following, when applying an event fails', () => {
    const kit = createTestKit({ networks: [testNetworks.solana] })
    onTestFinished(() => kit.destroy())
    const adapter = standInAdapter({ id: 'stand-in', name: 'Stand-in', type: 'ANNOUNCED', chain: 'eip155' })
    registerAdapter(kit, adapter)
    kit.store.setState((state) => ({ connection: { ...state.connection, status: { eip155: 'connected' } } }))
    adapter.events.emit('chainChanged', { chainId: 8453 })
    expect(kit.logger.records().map((record) => record.message)).toEqual([
      "Following the eip155 wallet's chain failed",
    ])
  })
})

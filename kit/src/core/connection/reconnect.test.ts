// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { alice, announceWallet, createEip155TestKit } from '../../test/eip155TestWorld.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { initialAccountsState } from '../ssr/initialAccountsState.js'
import type { WalletKit } from '../WalletKit.js'
import { connectExternal } from './connectExternal.js'
import { RECONNECT_WAIT, reconnect } from './reconnect.js'

const sandboxId = 'io.walletkit.sandbox'

/** Connects a first kit to the announced wallet, then "reloads": a new kit and adapter on the same storage. */
async function reloadAfterConnecting() {
  const wallet = announceWallet({ mode: 'approve' })
  const first = createEip155TestKit()
  const connector = first.kit.store.getState().connectors.connectors.find((item) => item.id === sandboxId)
  if (!connector) throw new Error('the wallet was not discovered')
  await connectExternal(first.kit, { connector })
  first.adapter.destroy?.()
  first.kit.destroy()
  wallet.setMode('manual')
  return { wallet, ...createEip155TestKit({ storage: first.kit.storage }) }
}

function record(kit: WalletKit) {
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  return events
}

describe('reconnect', () => {
  it('restores the connection after a reload without a request to the wallet', async () => {
    const { wallet, kit } = await reloadAfterConnecting()
    const events = record(kit)
    expect(await reconnect(kit)).toEqual(['eip155'])
    expect(wallet.requests.getSnapshot()).toEqual([])
    const state = kit.store.getState()
    expect(state.accounts.eip155).toMatchObject({ caipAddress: `eip155:1:${alice}`, status: 'connected' })
    expect(state.connection).toMatchObject({
      status: { eip155: 'connected' },
      connectorId: { eip155: sandboxId },
    })
    expect(state.modal.open).toBe(false)
    expect(events).toEqual([])
  })

  it('stays disconnected when the wallet goes away while the silent reconnect is being finished', async () => {
    const { wallet, kit, adapter } = await reloadAfterConnecting()
    // The wallet leaves after it has granted the accounts and before the kit records them: the kit must not show a
    // connected account for a wallet that left.
    const reconnectAdapter = adapter.reconnect?.bind(adapter)
    if (!reconnectAdapter) throw new Error('the EVM adapter reconnects')
    vi.spyOn(adapter, 'reconnect').mockImplementation(async (parameters) => {
      const result = await reconnectAdapter(parameters)
      wallet.disconnect()
      return result
    })
    expect(await reconnect(kit)).toEqual([])
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
    expect(kit.store.getState().accounts.eip155).toMatchObject({
      caipAddress: undefined,
      status: 'disconnected',
    })
  })

  it('forgets the stored wallet when it no longer grants an account', async () => {
    const { wallet, kit } = await reloadAfterConnecting()
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await reconnect(kit)).toEqual([])
    expect(kit.storage.get(STORAGE_KEYS.connectorId)).toBeUndefined()
    expect(kit.store.getState().accounts.eip155).toMatchObject({
      caipAddress: undefined,
      status: 'disconnected',
    })
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
  })

  it('waits for a wallet that announces itself after the kit started', async () => {
    const wallet = announceWallet({ mode: 'approve', announce: false })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const { kit } = createEip155TestKit()
    kit.storage.setJson(STORAGE_KEYS.connectorId, { eip155: sandboxId })
    const reconnecting = reconnect(kit)
    expect(kit.store.getState().accounts.eip155?.status).toBe('reconnecting')
    wallet.announce()
    expect(await reconnecting).toEqual(['eip155'])
    expect(kit.store.getState().accounts.eip155?.address).toBe(alice)
  })

  it('gives up after the wait when the wallet does not show up, keeping its id for the next visit', async () => {
    vi.useFakeTimers()
    const { kit } = createEip155TestKit()
    kit.storage.setJson(STORAGE_KEYS.connectorId, { eip155: sandboxId })
    const reconnecting = reconnect(kit)
    vi.advanceTimersByTime(RECONNECT_WAIT - 1)
    expect(kit.store.getState().connection.status.eip155).toBe('connecting')
    vi.advanceTimersByTime(1)
    expect(await reconnecting).toEqual([])
    expect(kit.store.getState().accounts.eip155?.status).toBe('disconnected')
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
    expect(kit.storage.getJson(STORAGE_KEYS.connectorId)).toEqual({ eip155: sandboxId })
  })

  it('stops showing the account of a server render when its wallet does not show up', async () => {
    vi.useFakeTimers()
    const { kit, adapter } = createEip155TestKit()
    kit.storage.setJson(STORAGE_KEYS.connectorId, { eip155: sandboxId })
    const cookie = { accounts: { eip155: `eip155:1:${alice}` } }
    kit.store.setState(initialAccountsState(kit.store.getState(), cookie, new Map([['eip155', adapter]])))
    expect(kit.store.getState().accounts.eip155?.address).toBe(alice)
    const reconnecting = reconnect(kit)
    vi.advanceTimersByTime(RECONNECT_WAIT)
    expect(await reconnecting).toEqual([])
    expect(kit.store.getState().accounts.eip155).toMatchObject({ address: undefined, status: 'disconnected' })
  })

  it('does nothing when no wallet was stored', async () => {
    const wallet = announceWallet({ mode: 'approve' })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const { kit } = createEip155TestKit()
    const before = kit.store.getState()
    expect(await reconnect(kit)).toEqual([])
    expect(kit.store.getState()).toBe(before)
  })
})

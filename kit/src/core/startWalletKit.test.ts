import { describe, expect, it } from 'vitest'
import type { ChainAdapter, Connector } from '../chains/ChainAdapter.js'
import { STORAGE_KEYS } from '../config/constants.js'
import { startWalletKit } from './startWalletKit.js'
import { createTestKit } from './test/createTestKit.js'

const sandboxWallet: Connector = {
  id: 'io.walletkit.sandbox',
  name: 'Sandbox Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}

function countingAdapter() {
  const listeners = new Set<() => void>()
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    connectors: () => [sandboxWallet],
    connect: async () => ({ address: '0x', chainId: 1 }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    on: (_event, listener) => {
      const entry = () => listener({} as never)
      listeners.add(entry)
      return () => listeners.delete(entry)
    },
  }
  return { adapter, listeners }
}

describe('startWalletKit', () => {
  it('follows the adapters the kit was created with, once, and lists their connectors', () => {
    const { adapter, listeners } = countingAdapter()
    const kit = createTestKit({}, { adapters: [adapter] })
    startWalletKit(kit)
    startWalletKit(kit)
    expect(kit.store.getState().connectors.connectors.map((connector) => connector.name)).toEqual([
      'Sandbox Wallet',
    ])
    expect(listeners.size).toBe(4)
  })

  it('reads the recent wallets back from storage', () => {
    const kit = createTestKit()
    kit.storage.setJson(STORAGE_KEYS.recentWallets, [{ id: 'rainbow', name: 'Rainbow' }])
    startWalletKit(kit)
    expect(kit.store.getState().wallets.recent.map((wallet) => wallet.id)).toEqual(['rainbow'])
  })

  it('stops following on the returned function and on destroy', () => {
    const first = countingAdapter()
    const kit = createTestKit({}, { adapters: [first.adapter] })
    startWalletKit(kit)()
    expect(first.listeners.size).toBe(0)
    const second = countingAdapter()
    const other = createTestKit({}, { adapters: [second.adapter] })
    startWalletKit(other)
    other.destroy()
    expect(second.listeners.size).toBe(0)
  })
})

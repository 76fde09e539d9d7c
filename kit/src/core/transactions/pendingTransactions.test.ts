import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/constants.js'
import { createTestKit } from '../../test/createTestKit.js'
import { createKitStorage } from '../../utils/createKitStorage.js'
import { addPendingTransaction } from './addPendingTransaction.js'
import type { PendingTransaction } from './PendingTransaction.js'
import { removePendingTransaction } from './removePendingTransaction.js'
import { restorePendingTransactions } from './restorePendingTransactions.js'

const hash = (index: number) => `0x${index.toString(16).padStart(64, '0')}`
const pending = (index: number): PendingTransaction => ({
  hash: hash(index),
  chainId: 'eip155:1',
  from: '0x52908400098527886E0F7030069857D2E4169EE7',
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '1.5',
  symbol: 'WKT',
  sentAt: '2026-11-22T20:00:00.000Z',
})
const hashes = (kit: ReturnType<typeof createTestKit>) =>
  kit.store.getState().pendingTransactions.map((transaction) => transaction.hash)

describe('pending transactions', () => {
  it('lists the newest first, keeps at most 99 (spec 9) and never the same hash twice', () => {
    const kit = createTestKit()
    for (let index = 1; index <= 100; index++) addPendingTransaction(kit, pending(index))
    addPendingTransaction(kit, pending(100))
    expect(hashes(kit)).toHaveLength(99)
    expect(hashes(kit)[0]).toBe(hash(100))
    expect(hashes(kit).at(-1)).toBe(hash(2))
  })

  it('survives a reload through the kit storage, dropping entries that do not parse', () => {
    const storage = createKitStorage({ storage: undefined, prefix: `@walletkit-test-${Math.random()}/` })
    const before = createTestKit({}, { storage })
    addPendingTransaction(before, pending(1))
    addPendingTransaction(before, pending(2))
    storage.setJson(STORAGE_KEYS.pendingTransactions, [
      ...(storage.getJson(STORAGE_KEYS.pendingTransactions) as unknown[]),
      { hash: 'not a hash' },
    ])
    const after = createTestKit({}, { storage })
    expect(restorePendingTransactions(after).map((transaction) => transaction.hash)).toEqual([
      hash(2),
      hash(1),
    ])
    expect(hashes(after)).toEqual([hash(2), hash(1)])
  })

  it('takes a mined transaction off the list and out of storage', () => {
    const kit = createTestKit()
    addPendingTransaction(kit, pending(1))
    addPendingTransaction(kit, pending(2))
    removePendingTransaction(kit, hash(2))
    expect(hashes(kit)).toEqual([hash(1)])
    removePendingTransaction(kit, hash(1))
    expect(kit.storage.getJson(STORAGE_KEYS.pendingTransactions)).toBeUndefined()
  })
})

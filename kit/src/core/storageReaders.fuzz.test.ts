import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { walletDirectoryEntrySchema } from '../api/walletDirectoryEntrySchema.js'
import { STORAGE_PREFIX } from '../config/constants.js'
import { badValues, nearlyValid, wrongValues } from '../test/badInputs.js'
import { createTestKit } from '../test/createTestKit.js'
import { expectOnlyTypedErrors, FUZZ_RUNS } from '../test/expectOnlyTypedErrors.js'
import { malformedBodies } from '../test/malformedBodies.js'
import { createKitStorage } from '../utils/createKitStorage.js'
import { resetAccount } from './account/resetAccount.js'
import { getEmailCooldownRemaining } from './auth/getEmailCooldownRemaining.js'
import { readPreferredAccountType } from './auth/preferredAccountTypesStorage.js'
import { readStoredConnectorId } from './connection/storedConnectorIds.js'
import { readSmartAccountEnabledNetworks } from './network/smartAccountEnabledNetworksStorage.js'
import { pendingTransactionSchema } from './transactions/PendingTransaction.js'
import { restorePendingTransactions } from './transactions/restorePendingTransactions.js'
import type { WalletKit } from './WalletKit.js'
import { readRecentWallets } from './wallets/readRecentWallets.js'

/** Stored texts: near-misses of what the kit writes, any bad value as JSON, and text that is not JSON. */
const storedTexts = (schema: z.ZodType) =>
  fc.oneof(
    { arbitrary: nearlyValid(schema).map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: badValues.map((value) => JSON.stringify(value) ?? ''), weight: 1 },
    { arbitrary: malformedBodies, weight: 1 },
  )

/** Connector ids by namespace, as stored, with prototype names and wrong values among them. */
const connectorIds = z.record(z.enum(['eip155', 'solana', '__proto__', 'constructor']), z.string())

describe(`storage readers: ${FUZZ_RUNS} bad stored values each, only typed errors`, () => {
  // What the browser storage holds under every key while one reader runs: another tab, an old version or a person
  // with the console may have written anything there.
  const backend = {
    stored: '',
    getItem: () => backend.stored,
    setItem: () => undefined,
    removeItem: () => undefined,
  }
  const storage = createKitStorage({ storage: backend, prefix: STORAGE_PREFIX })
  let kit: WalletKit
  beforeAll(() => {
    kit = createTestKit({}, { storage })
  })
  const reading = <Value>(schema: z.ZodType, read: () => Value) =>
    expectOnlyTypedErrors(storedTexts(schema), (text) => {
      backend.stored = text
      return read()
    })

  it('readRecentWallets', () => {
    reading(z.array(walletDirectoryEntrySchema), () =>
      expect(readRecentWallets(storage).length).toBeLessThanOrEqual(2),
    )
  })

  it('readPreferredAccountType', () => {
    reading(z.record(z.string(), z.enum(['eoa', 'smartAccount'])), () =>
      readPreferredAccountType(storage, 'eip155'),
    )
  })

  it('readSmartAccountEnabledNetworks', () => {
    reading(z.record(z.string(), z.array(z.number().int())), () => readSmartAccountEnabledNetworks(storage))
  })

  it('readStoredConnectorId', () => {
    reading(connectorIds, () => {
      const id = readStoredConnectorId(kit, 'eip155')
      expect(id === undefined || typeof id === 'string').toBe(true)
    })
  })

  it('restorePendingTransactions', () => {
    reading(z.array(pendingTransactionSchema), () => {
      kit.store.setState({ pendingTransactions: [] })
      expect(restorePendingTransactions(kit).length).toBeLessThanOrEqual(99)
    })
  })

  it('getEmailCooldownRemaining', () => {
    expectOnlyTypedErrors(
      fc.oneof(
        fc.string(),
        wrongValues.map((value) => JSON.stringify(value) ?? ''),
        malformedBodies,
      ),
      (text) => {
        backend.stored = text
        expect(getEmailCooldownRemaining(kit)).toBeGreaterThanOrEqual(0)
      },
    )
  })

  it('resetAccount (reads the stored connector ids to remove one namespace)', () => {
    reading(connectorIds, () => resetAccount(kit, 'eip155'))
  })
})

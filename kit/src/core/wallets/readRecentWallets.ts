import * as v from 'valibot'
import { LIMITS, STORAGE_KEYS } from '../../config/constants.js'
import type { KitStorage } from '../../utils/createKitStorage.js'
import { storedWalletEntrySchema } from './storedWalletEntrySchema.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * The recent wallets kept in browser storage, newest first, at most 2 (spec 4, 9). Stored data that is not
 * JSON or not a list reads as none; entries that do not parse are skipped.
 * @example readRecentWallets(kit.storage) // [{ id: 'c57c...', name: 'MetaMask', ... }]
 */
export function readRecentWallets(storage: Pick<KitStorage, 'getJson'>): WalletEntry[] {
  const stored = storage.getJson(STORAGE_KEYS.recentWallets)
  if (!Array.isArray(stored)) return []
  return stored
    .flatMap((entry) => {
      const parsed = v.safeParse(storedWalletEntrySchema, entry)
      return parsed.success ? [parsed.output] : []
    })
    .slice(0, LIMITS.recentWallets)
}

import { z } from 'zod'
import { walletDirectoryEntrySchema } from '../../api/walletDirectoryEntrySchema.js'
import { LIMITS, STORAGE_KEYS } from '../../config/constants.js'
import type { KitStorage } from '../../utils/createKitStorage.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * The recent wallets kept in browser storage, newest first, at most 2 (spec 4, 9). Stored data that is not
 * JSON or not a list reads as none; entries that do not parse are skipped.
 * @example readRecentWallets(kit.storage) // [{ id: 'c57c...', name: 'MetaMask', ... }]
 */
export function readRecentWallets(storage: Pick<KitStorage, 'getJson'>): WalletEntry[] {
  const stored = z.array(z.unknown()).safeParse(storage.getJson(STORAGE_KEYS.recentWallets))
  if (!stored.success) return []
  return stored.data
    .flatMap((entry) => {
      const parsed = walletDirectoryEntrySchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, LIMITS.recentWallets)
}

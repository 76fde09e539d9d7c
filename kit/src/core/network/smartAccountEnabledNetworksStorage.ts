import { z } from 'zod'
import { STORAGE_KEYS } from '../../config/index.js'
import type { KitStorage } from '../../utils/createKitStorage.js'

/** Stored as `{ [namespace]: chainNumbers }`, so each namespace keeps its own list across a reload. */
const storedSchema = z.record(z.string(), z.array(z.number().int()))

export type StoredSmartAccountEnabledNetworks = z.output<typeof storedSchema>

/**
 * Reads the stored smart-account networks; anything that does not parse counts as none.
 * @example readSmartAccountEnabledNetworks(kit.storage).eip155 // [1, 8453]
 */
export function readSmartAccountEnabledNetworks(storage: KitStorage): StoredSmartAccountEnabledNetworks {
  const parsed = storedSchema.safeParse(storage.getJson(STORAGE_KEYS.smartAccountEnabledNetworks))
  return parsed.success ? parsed.data : {}
}

/**
 * Stores the smart-account networks of one namespace, keeping the other namespaces' lists.
 * @example writeSmartAccountEnabledNetworks(kit.storage, 'eip155', [1, 8453])
 */
export function writeSmartAccountEnabledNetworks(
  storage: KitStorage,
  namespace: string,
  chainIds: number[],
): void {
  const stored = readSmartAccountEnabledNetworks(storage)
  storage.setJson(STORAGE_KEYS.smartAccountEnabledNetworks, { ...stored, [namespace]: chainIds })
}

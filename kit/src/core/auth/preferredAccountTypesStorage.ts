import { z } from 'zod'
import { STORAGE_KEYS } from '../../config/index.js'
import type { KitStorage } from '../../utils/createKitStorage.js'
import type { AccountType } from '../account/AccountState.js'

const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])

/** Stored as `{ [namespace]: accountType }`; entries that do not parse are ignored. */
const storedSchema = z.record(z.string(), z.unknown())

/**
 * Reads the stored preferred account type of one namespace.
 * @example readPreferredAccountType(kit.storage, 'eip155') // 'smartAccount'
 */
export function readPreferredAccountType(storage: KitStorage, namespace: string): AccountType | undefined {
  const stored = storedSchema.safeParse(storage.getJson(STORAGE_KEYS.preferredAccountType))
  if (!stored.success) return undefined
  const type = accountTypeSchema.safeParse(stored.data[namespace])
  return type.success ? type.data : undefined
}

/**
 * Stores the preferred account type of one namespace, keeping the other namespaces' choices.
 * @example writePreferredAccountType(kit.storage, 'eip155', 'eoa')
 */
export function writePreferredAccountType(storage: KitStorage, namespace: string, type: AccountType): void {
  const stored = storedSchema.safeParse(storage.getJson(STORAGE_KEYS.preferredAccountType))
  storage.setJson(STORAGE_KEYS.preferredAccountType, {
    ...(stored.success ? stored.data : {}),
    [namespace]: type,
  })
}

import { STORAGE_KEYS } from '../../config/index.js'
import type { KitStorage } from '../../utils/createKitStorage.js'
import type { AccountType } from '../account/AccountState.js'

// Checked by hand, not with zod: this file runs at start-up (registerAdapter hands each adapter its preferred account
// type), and a zod schema here made the host's bundler split zod into one more start-up chunk.
const ACCOUNT_TYPES: readonly string[] = [
  'eoa',
  'smartAccount',
  'payment',
  'ordinal',
  'stx',
] satisfies AccountType[]

function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && ACCOUNT_TYPES.includes(value)
}

/** Stored as `{ [namespace]: accountType }`; anything else reads as nothing stored. */
function readStored(storage: KitStorage): Record<string, unknown> {
  const stored: unknown = storage.getJson(STORAGE_KEYS.preferredAccountType)
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...stored } : {}
}

/**
 * Reads the stored preferred account type of one namespace.
 * @example readPreferredAccountType(kit.storage, 'eip155') // 'smartAccount'
 */
export function readPreferredAccountType(storage: KitStorage, namespace: string): AccountType | undefined {
  const type = readStored(storage)[namespace]
  return isAccountType(type) ? type : undefined
}

/**
 * Stores the preferred account type of one namespace, keeping the other namespaces' choices.
 * @example writePreferredAccountType(kit.storage, 'eip155', 'eoa')
 */
export function writePreferredAccountType(storage: KitStorage, namespace: string, type: AccountType): void {
  storage.setJson(STORAGE_KEYS.preferredAccountType, { ...readStored(storage), [namespace]: type })
}

import { type Namespace, STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * The connector id kept for `namespace` across reloads. Ids are stored by namespace (`{ eip155: 'io.metamask' }`),
 * the shape `resetAccount` removes one namespace from; a bare string (one id for every namespace) is read too.
 * @example readStoredConnectorId(kit, 'eip155') // 'io.metamask'
 */
export function readStoredConnectorId(
  kit: Pick<WalletKit, 'storage'>,
  namespace: Namespace,
): string | undefined {
  const stored = kit.storage.getJson(STORAGE_KEYS.connectorId)
  if (typeof stored === 'string') return stored || undefined
  const id = isRecord(stored) ? stored[namespace] : undefined
  return typeof id === 'string' && id ? id : undefined
}

/**
 * Keeps the connector id of `namespace` for the next visit, next to those of other namespaces.
 * @example storeConnectorId(kit, 'eip155', 'io.metamask')
 */
export function storeConnectorId(kit: Pick<WalletKit, 'storage'>, namespace: Namespace, id: string): void {
  const stored = kit.storage.getJson(STORAGE_KEYS.connectorId)
  kit.storage.setJson(STORAGE_KEYS.connectorId, { ...(isRecord(stored) ? stored : {}), [namespace]: id })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

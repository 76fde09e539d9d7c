import { type Namespace, STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { createAccountState } from './AccountState.js'

/**
 * Resets the account of `namespace` (spec 4): status disconnected, every field cleared, the connector id removed
 * from state and from storage.
 * @example resetAccount(kit, 'eip155')
 */
export function resetAccount(kit: WalletKit, namespace: Namespace): void {
  kit.store.setState((state) => {
    const { [namespace]: _removed, ...connectorId } = state.connection.connectorId
    return {
      accounts: state.accounts[namespace]
        ? { ...state.accounts, [namespace]: createAccountState() }
        : state.accounts,
      connection: { ...state.connection, connectorId },
    }
  })
  removeStoredConnectorId(kit, namespace)
}

/**
 * The stored connector id is either one id (removed whole) or an object of ids by namespace (only this
 * namespace's entry goes), so a reset of one namespace leaves another namespace's reconnect intact.
 */
function removeStoredConnectorId(kit: WalletKit, namespace: Namespace): void {
  const stored = kit.storage.getJson(STORAGE_KEYS.connectorId)
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) {
    kit.storage.remove(STORAGE_KEYS.connectorId)
    return
  }
  const { [namespace]: _removed, ...rest } = stored as Record<string, unknown>
  if (Object.keys(rest).length === 0) kit.storage.remove(STORAGE_KEYS.connectorId)
  else kit.storage.setJson(STORAGE_KEYS.connectorId, rest)
}

import type { ConnectorType } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { DisconnectChainError } from '../../errors/DisconnectChainError.js'
import { DisconnectChainsError } from '../../errors/DisconnectChainsError.js'
import { resetAccount } from '../account/resetAccount.js'
import { clearAuthCache } from '../auth/clearAuthCache.js'
import { updateNetworkState } from '../network/updateNetworkState.js'
import { resetTransactions } from '../transactions/resetTransactions.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'
import { getNamespaceConnector } from './getNamespaceConnector.js'
import { setConnectionStatus } from './setConnectionStatus.js'

export type DisconnectParameters = {
  /** Disconnect only this namespace (and, for WalletConnect and auth, every chain of that connector kind). */
  namespace?: Namespace | undefined
}

/** One session serves every chain of these kinds, so disconnecting one chain ends them all (spec 4). */
const SESSION_WIDE: readonly ConnectorType[] = ['WALLET_CONNECT', 'AUTH']

/**
 * Disconnects every connected chain, or one (spec 4), through its adapter. Failures do not stop the others:
 * each becomes a `DisconnectChainError`, is logged, DISCONNECT_ERROR is tracked and `DisconnectChainsError`
 * is thrown with an AggregateError cause. Success tracks DISCONNECT_SUCCESS. Each disconnected namespace's
 * account is reset; the auth cache is cleared on a full disconnect or when an auth chain disconnected.
 * @example await disconnect(kit, { namespace: 'solana' })
 */
export async function disconnect(kit: WalletKit, { namespace }: DisconnectParameters = {}): Promise<void> {
  const state = kit.store.getState()
  const targets = namespacesToDisconnect(state, namespace)

  const results = await Promise.allSettled(
    targets.map(async (target) => {
      const adapter = kit.adapters.get(target)
      if (!adapter) throw new ChainAdapterNotFoundError({ details: `No adapter is registered for ${target}` })
      await adapter.disconnect({ connector: getNamespaceConnector(state, target) })
    }),
  )

  const failures: DisconnectChainError[] = []
  const disconnected: Namespace[] = []
  results.forEach((result, index) => {
    const target = targets[index] as Namespace
    if (result.status === 'fulfilled') disconnected.push(target)
    else
      failures.push(
        new DisconnectChainError({ chain: target, reason: reasonOf(result.reason), cause: result.reason }),
      )
  })

  for (const target of disconnected) {
    resetAccount(kit, target)
    setConnectionStatus(kit, target, 'disconnected')
    updateNetworkState(kit, target, { approvedCaipNetworkIds: [], supportsAllNetworks: true })
  }
  if (disconnected.includes(state.activeNamespace)) resetTransactions(kit)
  const authDisconnected = disconnected.some(
    (target) => getNamespaceConnector(state, target)?.type === 'AUTH',
  )
  if (namespace === undefined || authDisconnected) clearAuthCache(kit)

  if (failures.length > 0) {
    for (const failure of failures) kit.logger.error(failure.message, failure.cause)
    kit.events.emit({
      type: 'track',
      event: 'DISCONNECT_ERROR',
      properties: { message: failures.map((failure) => failure.message).join(', ') },
    })
    throw new DisconnectChainsError({ cause: new AggregateError(failures, 'Failed to disconnect chains') })
  }
  kit.events.emit({
    type: 'track',
    event: 'DISCONNECT_SUCCESS',
    properties: { namespace: namespace ?? 'all' },
  })
}

/** The connected chains to disconnect: the one asked for, widened to its session's chains, or all of them. */
function namespacesToDisconnect(state: WalletKitState, namespace: Namespace | undefined): Namespace[] {
  const connected = state.namespaces.filter(
    (candidate) =>
      state.connection.status[candidate] === 'connected' || Boolean(state.accounts[candidate]?.caipAddress),
  )
  if (namespace === undefined) return connected
  if (!connected.includes(namespace)) return []
  const type = getNamespaceConnector(state, namespace)?.type
  if (!type || !SESSION_WIDE.includes(type)) return [namespace]
  return connected.filter(
    (candidate) => candidate === namespace || getNamespaceConnector(state, candidate)?.type === type,
  )
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Unknown error'
}

import type { Namespace } from '../../config/constants.js'
import { syncAccountBalance } from '../connection/syncAccountBalance.js'
import type { WalletKit } from '../WalletKit.js'
import { balanceRetryBlockTimer } from './fetchBalance.js'

/** Whether the Tokens tab has balances to show, or says "Token Balance Unavailable" (spec 8). */
export type TokenBalancesStatus = 'ready' | 'unavailable'

export type LoadTokenBalancesParameters = {
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
  /** Drops the 30 s cached answers (balances, native balance) first (after a transaction was mined); the 30 s retry block still applies. */
  force?: boolean | undefined
}

/**
 * Loads the account's token balances and native balance (`syncAccountBalance`: the 30 s cache, the toast and the
 * 30 s retry block of spec 4, 8, 9) and tells whether they are available.
 * @example const status = await loadTokenBalances(kit, { force: true })
 */
export async function loadTokenBalances(
  kit: WalletKit,
  { namespace, force }: LoadTokenBalancesParameters = {},
): Promise<TokenBalancesStatus> {
  const state = kit.store.getState()
  const target = namespace ?? state.activeNamespace
  const address = state.accounts[target]?.address
  const network = state.networks[target]?.caipNetwork
  if (force && address && network) {
    kit.caches.balance.delete(`${network.caipNetworkId}:${address}`)
    kit.caches.nativeBalance.delete(`${network.caipNetworkId}:${address}`)
  }
  await syncAccountBalance(kit, { namespace: target })
  return getTokenBalancesStatus(kit, target)
}

/**
 * "unavailable" while the namespace has no balance support or its last fetch failed (the 30 s retry block).
 * @example getTokenBalancesStatus(kit, 'eip155') // 'unavailable' after a failed fetch
 */
export function getTokenBalancesStatus(kit: WalletKit, namespace: Namespace): TokenBalancesStatus {
  if (!kit.options.networkSupport.balance.includes(namespace)) return 'unavailable'
  return kit.timers.has(balanceRetryBlockTimer(namespace)) ? 'unavailable' : 'ready'
}

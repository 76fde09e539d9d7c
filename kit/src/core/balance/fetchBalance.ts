import type { CaipNetwork, Namespace } from '../../config/index.js'
import { TIMINGS } from '../../config/index.js'
import { TokenBalanceUnavailableError } from '../../errors/TokenBalanceUnavailableError.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { showToast } from '../toast/showToast.js'
import type { WalletKit } from '../WalletKit.js'
import { filterDisplayableBalances } from './filterDisplayableBalances.js'

export type FetchBalanceParameters = {
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
  /** The api layer's balance call for one address on one network. */
  fetch: (query: { address: string; network: CaipNetwork }) => Promise<AccountTokenBalance[]>
}

/**
 * The name of the timer whose life is the retry block of one namespace.
 * @example kit.timers.has(balanceRetryBlockTimer('eip155')) // true for 30 s after a failure
 */
export const balanceRetryBlockTimer = (namespace: Namespace) => `balanceRetryBlock:${namespace}`

/** The address and chain a namespace's balances are for, as the store has them now. */
function balanceRequestKey(kit: WalletKit, namespace: Namespace): string {
  const state = kit.store.getState()
  return `${state.networks[namespace]?.caipNetwork?.caipNetworkId}:${state.accounts[namespace]?.address}`
}

/**
 * Fetches the token balances of a namespace's account on its current network into `tokenBalance` and returns
 * them (displayable ones only). Results are reused for 30 s (CACHES.balance). A failure shows "Token Balance
 * Unavailable" and blocks fetching for 30 s (spec 4, 9); a blocked call returns [] without fetching. A namespace
 * without balance support (options.networkSupport.balance) shows the same toast (spec 8) and returns []. An answer
 * that arrives after the account or its chain changed is cached but not shown, and [] is returned.
 * @example const balances = await fetchBalance(kit, { fetch: (query) => api.fetchBalance(query) })
 */
export async function fetchBalance(
  kit: WalletKit,
  { namespace, fetch }: FetchBalanceParameters,
): Promise<AccountTokenBalance[]> {
  const state = kit.store.getState()
  const target = namespace ?? state.activeNamespace
  const address = state.accounts[target]?.address
  const network = state.networks[target]?.caipNetwork
  if (!address || !network) return []

  if (!kit.options.networkSupport.balance.includes(target)) {
    showToast(kit, { message: { key: 'error.tokenBalanceUnavailable' }, variant: 'error' })
    return []
  }

  const key = balanceRequestKey(kit, target)
  const cached = kit.caches.balance.get(key) as AccountTokenBalance[] | undefined
  if (cached) {
    updateAccountData(kit, target, { tokenBalance: cached })
    return cached
  }
  if (kit.timers.has(balanceRetryBlockTimer(target))) return []

  try {
    const balances = filterDisplayableBalances(await fetch({ address, network }))
    kit.caches.balance.set(key, balances)
    // A late answer, for an account or chain the store no longer has active, is dropped: it must not refill the
    // list (the send form would offer the previous chain's tokens).
    if (balanceRequestKey(kit, target) !== key) return []
    updateAccountData(kit, target, { tokenBalance: balances })
    return balances
  } catch (cause) {
    // The timer does nothing when it fires: while it exists, fetching is blocked.
    kit.timers.set(balanceRetryBlockTimer(target), () => undefined, TIMINGS.balanceRetryBlock)
    const error = new TokenBalanceUnavailableError({ cause })
    kit.logger.error(error.message, cause)
    showToast(kit, { message: { key: 'error.tokenBalanceUnavailable' }, variant: 'error' })
    return []
  }
}

import { TIMINGS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { refreshAccountActivity } from './refreshAccountActivity.js'
import { removePendingTransaction } from './removePendingTransaction.js'
import { restorePendingTransactions } from './restorePendingTransactions.js'

const POLL_TIMER = 'pendingTransactionsPoll'
const FOLLOW_UP_TIMER = 'pendingTransactionsFollowUp'
/** How many times the history is asked again for a mined transaction it does not list yet (an indexer lags). */
const FOLLOW_UPS = 3

/**
 * Follows the transactions the kit sent until they are mined: restores the list kept across a reload, asks the
 * wallet for each receipt on the active chain every second (spec 9 retry interval), and once one arrives takes the
 * transaction off the list and reloads balances and history; while the history does not list it yet (the provider's
 * indexer lags behind the chain), both are reloaded again every 4 s (spec 9 fallback polling), three times at most.
 * Returns the function that stops following.
 * @example useEffect(() => watchPendingTransactions(kit), [kit])
 */
export function watchPendingTransactions(kit: WalletKit): () => void {
  restorePendingTransactions(kit)
  let stopped = false
  let polling = false
  const poll = async () => {
    if (polling) return
    polling = true
    const state = kit.store.getState()
    const adapter = kit.adapters.get(state.activeNamespace)
    const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
    const connected = state.accounts[state.activeNamespace]?.address !== undefined
    const waiting = state.pendingTransactions.filter((pending) => pending.chainId === chainId)
    const mined: string[] = []
    if (adapter?.request && connected) {
      for (const pending of waiting) {
        try {
          const receipt = await adapter.request({
            method: 'eth_getTransactionReceipt',
            params: [pending.hash],
          })
          if (receipt) {
            removePendingTransaction(kit, pending.hash)
            mined.push(pending.hash)
          }
        } catch (error) {
          kit.logger.debug(`No receipt yet for ${pending.hash}`, error)
        }
      }
    }
    polling = false
    if (mined.length > 0 && !stopped) await refresh(mined, 0)
    if (!stopped && kit.store.getState().pendingTransactions.length > 0) schedule()
  }
  const refresh = async (hashes: string[], attempt: number): Promise<void> => {
    await refreshAccountActivity(kit)
    const listed = new Set(
      kit.store
        .getState()
        .transactions.transactions.map((transaction) =>
          String(transaction.metadata.hash ?? '').toLowerCase(),
        ),
    )
    if (stopped || attempt >= FOLLOW_UPS || hashes.every((hash) => listed.has(hash.toLowerCase()))) return
    kit.timers.set(FOLLOW_UP_TIMER, () => void refresh(hashes, attempt + 1), TIMINGS.fallbackPolling)
  }
  const schedule = () => kit.timers.set(POLL_TIMER, () => void poll(), TIMINGS.retryInterval)
  if (kit.store.getState().pendingTransactions.length > 0) void poll()
  const unsubscribe = kit.store.subscribe((state, previous) => {
    if (state.pendingTransactions.length > previous.pendingTransactions.length && !kit.timers.has(POLL_TIMER))
      schedule()
  })
  return () => {
    stopped = true
    unsubscribe()
    kit.timers.clear(POLL_TIMER)
    kit.timers.clear(FOLLOW_UP_TIMER)
  }
}

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { pushView } from '../../../core/router/pushView.js'
import { describePendingTransaction } from '../../../core/transactions/describePendingTransaction.js'
import {
  describeTransaction,
  type TransactionDescription,
} from '../../../core/transactions/describeTransaction.js'
import { fetchActivityPage } from '../../../core/transactions/fetchActivityPage.js'
import { groupTransactionsByYearAndMonth } from '../../../core/transactions/groupTransactionsByYearAndMonth.js'
import { resetTransactions } from '../../../core/transactions/resetTransactions.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { ActivityEmpty } from './ActivityEmpty.js'
import { ActivityRow } from './ActivityRow.js'
import { ListSkeleton } from './ListSkeleton.js'
import { useOnVisible } from './useOnVisible.js'

/**
 * The Activity tab: the kit's own pending transactions first, then the history grouped by year and month, newest
 * first (spec 3), spam-only and other-chain transactions dropped (spec 5); the next page loads when the list's end
 * scrolls into view (or its "Load more" button is pressed). A row opens the transaction's detail (ActivityDetail).
 * @example <ActivityTab />
 */
export function ActivityTab() {
  const t = useT()
  const kit = useKit()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const address = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.address)
  const networkId = useStore(kit.store, (state) => getActiveCaipNetwork(state)?.caipNetworkId)
  const { transactions, loading, empty, next } = useStore(kit.store, (state) => state.transactions)
  const allPending = useStore(kit.store, (state) => state.pendingTransactions)
  const supported = kit.options.networkSupport.activity.includes(namespace)
  const open = (activity: TransactionDescription) => pushView(kit, 'ActivityDetail', { activity })
  const more = useOnVisible<HTMLButtonElement>(() => void fetchActivityPage(kit), Boolean(next) && !loading)

  useEffect(() => {
    if (!address || !networkId || !supported) return
    resetTransactions(kit)
    void fetchActivityPage(kit)
  }, [kit, address, networkId, supported])

  if (!supported) return <ActivityEmpty namespace={namespace} unsupported />
  const pending = allPending.filter(
    (transaction) =>
      transaction.chainId === networkId && transaction.from.toLowerCase() === address?.toLowerCase(),
  )
  const years = groupTransactionsByYearAndMonth(transactions)
  const nothing = pending.length === 0 && transactions.length === 0
  if (nothing && !empty) return <ListSkeleton label={t('activityTab.loadingActivity')} />
  if (nothing && !next) return <ActivityEmpty namespace={namespace} />

  return (
    <div>
      {pending.length > 0 ? (
        <ul className="wk-rows" aria-label={t('activityTab.pendingTransactions')}>
          {pending.map((transaction) => (
            <ActivityRow
              key={transaction.hash}
              activity={describePendingTransaction(transaction, t.locale)}
              onOpen={() => open(describePendingTransaction(transaction, t.locale))}
            />
          ))}
        </ul>
      ) : null}
      {years.map(({ year, months }) => (
        <section key={year} aria-label={String(year)}>
          <h3 className="wk-group-year">{year}</h3>
          {months.map(({ month, transactions: inMonth }) => {
            const name = new Intl.DateTimeFormat(t.locale, { month: 'long' }).format(new Date(year, month, 1))
            return (
              <section key={month} aria-label={`${name} ${year}`}>
                <h4 className="wk-group-month">{name}</h4>
                <ul className="wk-rows">
                  {inMonth.map((transaction) => {
                    const activity = describeTransaction(transaction, t.locale)
                    return (
                      <ActivityRow key={transaction.id} activity={activity} onOpen={() => open(activity)} />
                    )
                  })}
                </ul>
              </section>
            )
          })}
        </section>
      ))}
      {loading ? <ListSkeleton label={t('activityTab.loadingMoreActivity')} rows={2} /> : null}
      {next && !loading ? (
        <button
          ref={more}
          type="button"
          className="wk-btn"
          data-variant="secondary"
          data-block=""
          onClick={() => void fetchActivityPage(kit)}
        >
          {t('common.loadMore')}
        </button>
      ) : null}
    </div>
  )
}

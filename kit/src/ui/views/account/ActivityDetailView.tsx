import { useStore } from 'zustand'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { describePendingTransaction } from '../../../core/transactions/describePendingTransaction.js'
import {
  describeTransaction,
  type TransactionDescription,
} from '../../../core/transactions/describeTransaction.js'
import type { WalletKitState } from '../../../core/WalletKitState.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { WalletImage } from '../../../primitives/components/WalletImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatAddress } from '../../../utils/formatAddress.js'
import { ACTIVITY_STATUS_TEXT } from '../../parts/account/ActivityRow.js'
import { NftImage } from '../../parts/account/NftImage.js'
import { transactionExplorerUrl } from '../../parts/account/transactionExplorerUrl.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'

/**
 * ActivityDetail: one transaction of Activity, opened from its row: what moved (amount or NFT), its status, the full
 * checksummed counterparty to verify, network, date and hash, and a link to the network's block explorer. It follows
 * the store, so a pending send turns Confirmed or Failed in place once its receipt comes.
 * @example pushView(kit, 'ActivityDetail', { activity: describeTransaction(transaction) })
 */
export default function ActivityDetailView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  const opened = useStore(kit.store, (state) => state.router.data?.activity) as
    | TransactionDescription
    | undefined
  const hash = opened?.hash
  const pending = useStore(kit.store, (state) => state.pendingTransactions.find((item) => item.hash === hash))
  const mined = useStore(kit.store, (state) =>
    hash ? state.transactions.transactions.find((item) => item.metadata.hash === hash) : undefined,
  )
  const network = useStore(kit.store, (state) => findNetwork(state, opened?.chainId))
  if (!opened) return <p className="wk-muted">{t('activityDetail.thisTransactionIsNo')}</p>
  const activity = mined
    ? describeTransaction(mined, t.locale)
    : pending
      ? describePendingTransaction(pending, t.locale)
      : opened
  const { counterparty, status } = activity
  const explorer = transactionExplorerUrl(network, activity.hash)
  const rows: { id: string; name: string; value: string | undefined; mono?: boolean }[] = [
    { id: 'status', name: t('activityDetail.status'), value: t(ACTIVITY_STATUS_TEXT[status]) },
    {
      id: 'counterparty',
      name: counterparty?.role === 'from' ? t('activityDetail.from') : t('activityDetail.to'),
      value: counterparty ? formatAddress(counterparty.address, { full: true }) : undefined,
      mono: true,
    },
    { id: 'network', name: t('activityDetail.network'), value: network?.name },
    { id: 'date', name: t('activityDetail.date'), value: formatDate(activity.time, t.locale) },
    {
      id: 'hash',
      name: t('activityDetail.transaction'),
      value: activity.hash ? formatAddress(activity.hash) : undefined,
      mono: true,
    },
  ]

  return (
    <div className="wk-stack">
      <ActivityHead activity={activity} />
      <dl className="wk-summary" aria-label={t('activityDetail.transactionDetails')}>
        {rows.map(({ id, name, value, mono }) =>
          value === undefined ? null : (
            <div key={id}>
              <dt>{name}</dt>
              <dd className={mono ? 'wk-mono' : undefined} data-status={id === 'status' ? status : undefined}>
                {mono ? <bdi dir="ltr">{value}</bdi> : value}
              </dd>
            </div>
          ),
        )}
      </dl>
      {explorer ? (
        <a
          className="wk-btn"
          data-variant="secondary"
          data-block=""
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="external" size={18} />
          {t('activityDetail.viewOn', {
            explorer: network?.blockExplorers?.default.name || t('activityDetail.blockExplorer'),
          })}
        </a>
      ) : null}
    </div>
  )
}

/** The picture, the title and what moved: the signed amount, or the NFT by name. */
function ActivityHead({ activity }: { activity: TransactionDescription }) {
  const t = useT()
  const { amount, nft } = activity
  const title = t.ref(activity.title)
  return (
    <div className="wk-center wk-activity-head">
      {nft ? (
        <NftImage name={nft.name} src={nft.imageUrl} size="lg" />
      ) : (
        <WalletImage name={activity.assetName || title} src={activity.iconUrl} size="lg" />
      )}
      <p className="wk-token-name">{title}</p>
      <p className="wk-activity-amount" data-sign={amount?.startsWith('+') ? 'plus' : undefined}>
        {nft ? (
          nft.count > 1 ? (
            `${nft.count} × ${nft.name}`
          ) : (
            nft.name
          )
        ) : amount ? (
          <bdi dir="ltr">{amount}</bdi>
        ) : (
          title
        )}
      </p>
    </div>
  )
}

/** The transaction's network among the host's, else the active one (Activity lists only the active chain's). */
function findNetwork(state: WalletKitState, chainId: string | undefined) {
  const networks = state.networks[state.activeNamespace]?.requestedCaipNetworks
  return networks?.find((network) => network.caipNetworkId === chainId) ?? getActiveCaipNetwork(state)
}

function formatDate(time: string, locale: string): string | undefined {
  const date = new Date(time)
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

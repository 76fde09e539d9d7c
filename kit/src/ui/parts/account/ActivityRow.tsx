import type { TransactionDescription } from '../../../core/transactions/describeTransaction.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatAddress } from '../../../utils/formatAddress.js'
import { formatRelativeTime } from '../../../utils/formatRelativeTime.js'
import { NftImage } from './NftImage.js'

export type ActivityRowProps = {
  activity: TransactionDescription
  /** Opens the transaction's detail. */
  onOpen: () => void
}

/** The status words of Activity, in the row and in the detail, as catalogue keys. */
export const ACTIVITY_STATUS_TEXT = {
  confirmed: 'activity.confirmed',
  failed: 'activity.failed',
  pending: 'activity.pending',
} as const

/**
 * One Activity row, a button opening the detail: the token icon or the NFT's picture, the title by operation type
 * and its status, under them the counterparty ("to 0x70…dc79C8"); on the right the signed amount (or the NFT's name)
 * and the relative time. Every text from data is rendered as text only.
 * @example <ActivityRow activity={describeTransaction(transaction)} onOpen={() => openActivity(transaction)} />
 */
export function ActivityRow({ activity, onOpen }: ActivityRowProps) {
  const t = useT()
  const { amount, nft, counterparty, status, time } = activity
  const title = t.ref(activity.title)
  const what = nft ? (nft.count > 1 ? `${nft.count} × ${nft.name}` : nft.name) : amount
  return (
    <li>
      <button type="button" className="wk-token wk-activity" data-nft={nft ? '' : undefined} onClick={onOpen}>
        {nft ? (
          <NftImage name={nft.name} src={nft.imageUrl} size="sm" />
        ) : (
          <RemoteImage kind="token" name={activity.assetName || title} src={activity.iconUrl} />
        )}
        <span className="wk-token-main">
          <span className="wk-token-name wk-activity-title">
            <span>{title}</span> <ActivityStatus status={status} />
          </span>
          {counterparty ? (
            <span className="wk-token-sub">
              {t(counterparty.role === 'to' ? 'activity.toAddress' : 'activity.fromAddress', {
                address: formatAddress(counterparty.address),
              })}
            </span>
          ) : null}
        </span>
        <span className="wk-token-side">
          {what ? (
            <span className="wk-token-name" data-sign={amount?.startsWith('+') ? 'plus' : undefined}>
              {nft ? what : <bdi dir="ltr">{what}</bdi>}
            </span>
          ) : null}
          <span className="wk-token-sub">
            <time dateTime={time}>{formatRelativeTime(time, Date.now(), t.locale)}</time>
          </span>
        </span>
      </button>
    </li>
  )
}

/**
 * The status beside the title, its word for screen readers and as a tooltip: a quiet check for Confirmed, the usual
 * case, a small spinner for Pending (the title already says "Sending"), and a red pill for Failed, which needs the eye.
 */
function ActivityStatus({ status }: { status: TransactionDescription['status'] }) {
  const t = useT()
  const text = t(ACTIVITY_STATUS_TEXT[status])
  if (status === 'failed')
    return (
      <span className="wk-status" data-status={status}>
        {text}
      </span>
    )
  return (
    <span className="wk-status-mark" data-status={status} title={text}>
      {status === 'confirmed' ? <Icon name="check" size={14} /> : <Spinner />}
      <span className="wk-sr">{text}</span>
    </span>
  )
}

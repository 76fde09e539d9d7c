import type { TransactionDescription } from '../../../core/transactions/describeTransaction.js'
import { WalletImage } from '../../../primitives/components/WalletImage.js'
import { formatAddress } from '../../../utils/formatAddress.js'
import { formatRelativeTime } from '../../../utils/formatRelativeTime.js'
import { NftImage } from './NftImage.js'

export type ActivityRowProps = {
  activity: TransactionDescription
  /** Opens the transaction's detail. */
  onOpen: () => void
}

/** The status words of Activity, in the row and in the detail. */
export const ACTIVITY_STATUS_TEXT = { confirmed: 'Confirmed', failed: 'Failed', pending: 'Pending' } as const

/**
 * One Activity row, a button opening the detail: the token icon or the NFT's picture, the title by operation type,
 * the counterparty ("to 0x70…dc79C8") and relative time; on the right the signed amount (or the NFT's name) and the
 * status. Every text from data is rendered as text only.
 * @example <ActivityRow activity={describeTransaction(transaction)} onOpen={() => openActivity(transaction)} />
 */
export function ActivityRow({ activity, onOpen }: ActivityRowProps) {
  const { title, amount, nft, counterparty, status, time } = activity
  const what = nft ? (nft.count > 1 ? `${nft.count} × ${nft.name}` : nft.name) : amount
  return (
    <li>
      <button type="button" className="wk-token wk-activity" onClick={onOpen}>
        {nft ? (
          <NftImage name={nft.name} src={nft.imageUrl} size="sm" />
        ) : (
          <WalletImage name={activity.assetName || title} src={activity.iconUrl} />
        )}
        <span className="wk-token-main">
          <span className="wk-token-name">{title}</span>
          <span className="wk-token-sub">
            {counterparty ? `${counterparty.role} ${formatAddress(counterparty.address)} · ` : null}
            <time dateTime={time}>{formatRelativeTime(time)}</time>
          </span>
        </span>
        <span className="wk-token-side">
          {what ? (
            <span className="wk-token-name" data-sign={amount?.startsWith('+') ? 'plus' : undefined}>
              {what}
            </span>
          ) : null}
          <span className="wk-token-sub">
            <span className="wk-status" data-status={status}>
              {ACTIVITY_STATUS_TEXT[status]}
            </span>
          </span>
        </span>
      </button>
    </li>
  )
}

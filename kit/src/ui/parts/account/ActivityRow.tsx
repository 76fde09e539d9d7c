import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { formatRelativeTime } from '../../../utils/formatRelativeTime.js'

export type ActivityRowProps = {
  title: string
  amount: string | undefined
  iconUrl: string | undefined
  assetName: string
  /** ISO 8601; shown in the short relative forms of spec 9 ('5 min', '2 hrs', '1 d'). */
  time: string
  status: 'confirmed' | 'failed' | 'pending'
}

const STATUS_TEXT = { confirmed: undefined, failed: 'Failed', pending: 'Pending' } as const

/**
 * One Activity row: icon, title by operation type, signed amount, relative time and status. Every text from data is
 * rendered as text only.
 * @example <ActivityRow title="Sent" amount="-1.500 WKT" time={minedAt} status="confirmed" iconUrl={url} assetName="WKT" />
 */
export function ActivityRow({ title, amount, iconUrl, assetName, time, status }: ActivityRowProps) {
  const statusText = STATUS_TEXT[status]
  return (
    <li className="wk-token">
      <RemoteImage kind="token" name={assetName || title} src={iconUrl} />
      <div className="wk-token-main">
        <span className="wk-token-name">{title}</span>
        <span className="wk-token-sub">
          <time dateTime={time}>{formatRelativeTime(time)}</time>
          {statusText ? (
            <>
              {' · '}
              <span className="wk-status" data-status={status}>
                {statusText}
              </span>
            </>
          ) : null}
        </span>
      </div>
      {amount ? (
        <div className="wk-token-side">
          <span className="wk-token-name" data-sign={amount.startsWith('+') ? 'plus' : undefined}>
            {amount}
          </span>
        </div>
      ) : null}
    </li>
  )
}

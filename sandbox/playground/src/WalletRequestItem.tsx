import type { MockWallet, PendingWalletRequest, SandboxWorld } from '@walletkit/fixtures'
import { describeWalletRequest } from './describeWalletRequest.js'
import { formatClockTime } from './formatClockTime.js'

/** One pending wallet request: what is asked, by whom, and the buttons that answer it. */
export function WalletRequestItem({
  request,
  wallet,
  world,
}: {
  request: PendingWalletRequest
  wallet: MockWallet
  world: SandboxWorld
}) {
  const { summary, detail } = describeWalletRequest(request, world)
  return (
    <li className="request" aria-label={`${request.method}: ${summary}`}>
      <div className="request-head">
        <code className="method">{request.method}</code>
        <time className="muted" dateTime={new Date(request.createdAt).toISOString()}>
          {formatClockTime(request.createdAt)}
        </time>
      </div>
      <p className="request-summary">{summary}</p>
      <p className="request-meta muted">
        {detail && <span>{detail} · </span>}
        <span className="mono">{request.origin ?? 'unknown origin'}</span>
      </p>
      <div className="request-actions">
        <button
          type="button"
          className="button primary"
          aria-label={`Approve ${request.method}`}
          onClick={() => wallet.approve(request.id)}
        >
          Approve
        </button>
        <button
          type="button"
          className="button"
          aria-label={`Reject ${request.method}`}
          onClick={() => wallet.reject(request.id)}
        >
          Reject
        </button>
        <button
          type="button"
          className="button ghost"
          aria-label={`Fail ${request.method}`}
          onClick={() => wallet.fail(request.id)}
        >
          Fail
        </button>
      </div>
    </li>
  )
}

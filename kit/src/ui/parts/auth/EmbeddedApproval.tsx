import { useCallback, useState } from 'react'
import type { AuthApproval } from '../../../core/auth/requestAuthApproval.js'
import { goBack } from '../../../core/router/goBack.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { usePendingApproval } from '../common/usePendingApproval.js'

export type EmbeddedApprovalProps = {
  approval: AuthApproval
  /** What is asked, in a few words. */
  description: string
  /** The message, or the transaction's summary. */
  detail?: string | undefined
}

/**
 * The embedded wallet's approval, in the kit's own view: the message or transaction, Approve and Reject. The view
 * leaves once the request settles (signed, sent, rejected or aborted).
 * @example <EmbeddedApproval approval={approval} description="Sign this message with your email wallet." detail={message} />
 */
export function EmbeddedApproval({ approval, description, detail }: EmbeddedApprovalProps) {
  const kit = useKit()
  const [approved, setApproved] = useState(false)
  const leave = useCallback(() => goBack(kit), [kit])
  usePendingApproval(kit, leave)
  return (
    <div className="wk-stack">
      <p className="wk-muted wk-center">{description}</p>
      {detail ? <pre className="wk-message">{detail}</pre> : null}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, width: '100%' }}>
        <button
          type="button"
          className="wk-btn"
          data-variant="secondary"
          data-block=""
          disabled={approved}
          onClick={() => approval.reject()}
        >
          Reject
        </button>
        <button
          type="button"
          className="wk-btn"
          data-block=""
          disabled={approved}
          onClick={() => {
            setApproved(true)
            approval.approve()
          }}
        >
          {approved ? <Spinner /> : null}
          Approve
        </button>
      </div>
    </div>
  )
}

/** Whether route data carries an embedded-wallet approval. */
export const isAuthApproval = (value: unknown): value is AuthApproval =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuthApproval).approve === 'function' &&
  typeof (value as AuthApproval).reject === 'function'

import { useStore } from 'zustand'
import { isRequestDescription } from '../../core/approval/isRequestDescription.js'
import { useKit } from '../../primitives/context/useKit.js'
import { RequestDetails } from '../parts/approval/RequestDetails.js'
import { EmbeddedApproval, isAuthApproval } from '../parts/auth/EmbeddedApproval.js'
import { WaitingForWallet } from '../parts/connect/WaitingForWallet.js'

/**
 * ApproveTransaction: the embedded wallet's transaction or batch, decoded (route data `description`: the chain,
 * each call with full addresses and exact amounts, fee caps, warnings) with Approve and Reject; or, for another
 * wallet, a wait while it asks, with the route's `summary` when given.
 * @example pushView(kit, 'ApproveTransaction', { approval, description: describeKitRequest(kit, request) })
 */
export default function ApproveTransactionView() {
  const kit = useKit()
  const summary = useStore(kit.store, (state) => state.router.data?.summary)
  const description = useStore(kit.store, (state) => state.router.data?.description)
  const approval = useStore(kit.store, (state) => state.router.data?.approval)
  const detail = typeof summary === 'string' ? summary : undefined
  if (isAuthApproval(approval))
    return (
      <div className="wk-stack">
        {isRequestDescription(description) ? <RequestDetails description={description} /> : null}
        <EmbeddedApproval
          approval={approval}
          description="Approve this transaction from your embedded wallet."
          detail={detail}
        />
      </div>
    )
  return <WaitingForWallet description="Review and approve the transaction in your wallet." detail={detail} />
}

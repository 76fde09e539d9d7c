import { useStore } from 'zustand'
import { isRequestDescription } from '../../core/approval/isRequestDescription.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
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
  const t = useT()
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
          description={t('approveTransaction.embedded')}
          detail={detail}
        />
      </div>
    )
  return <WaitingForWallet description={t('approveTransaction.inWallet')} detail={detail} />
}

import { useStore } from 'zustand'
import { isRequestDescription } from '../../core/approval/isRequestDescription.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { RequestDetails } from '../parts/approval/RequestDetails.js'
import { EmbeddedApproval, isAuthApproval } from '../parts/auth/EmbeddedApproval.js'
import { WaitingForWallet } from '../parts/connect/WaitingForWallet.js'

/**
 * SignMessage: the embedded wallet's message or typed data, decoded (route data `description`: the chain, the
 * text, or the domain and fields with any permits, and warnings) with Approve and Reject; or, for another wallet,
 * a wait while it asks, with the route's `message` when given.
 * @example pushView(kit, 'SignMessage', { message: 'Sign in to Example' })
 */
export default function SignMessageView() {
  const kit = useKit()
  const t = useT()
  const message = useStore(kit.store, (state) => state.router.data?.message)
  const description = useStore(kit.store, (state) => state.router.data?.description)
  const approval = useStore(kit.store, (state) => state.router.data?.approval)
  const detail = typeof message === 'string' ? message : undefined
  if (isAuthApproval(approval))
    return (
      <div className="wk-stack">
        {isRequestDescription(description) ? <RequestDetails description={description} /> : null}
        <EmbeddedApproval approval={approval} description={t('signMessage.embedded')} detail={detail} />
      </div>
    )
  return <WaitingForWallet description={t('signMessage.inWallet')} detail={detail} />
}

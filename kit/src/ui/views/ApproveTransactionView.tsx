import { useStore } from 'zustand'
import { useKit } from '../../primitives/context/useKit.js'
import { EmbeddedApproval, isAuthApproval } from '../parts/auth/EmbeddedApproval.js'
import { WaitingForWallet } from '../parts/connect/WaitingForWallet.js'

/**
 * ApproveTransaction: waits while the wallet asks the visitor to approve a transaction; shows the route's
 * `summary` (such as "Send 0.1 ETH to 0x12…5678") when given.
 * @example pushView(kit, 'ApproveTransaction', { summary: 'Send 0.1 ETH' })
 */
export default function ApproveTransactionView() {
  const kit = useKit()
  const summary = useStore(kit.store, (state) => state.router.data?.summary)
  const approval = useStore(kit.store, (state) => state.router.data?.approval)
  if (isAuthApproval(approval))
    return (
      <EmbeddedApproval
        approval={approval}
        description="Approve this transaction from your embedded wallet."
        detail={typeof summary === 'string' ? summary : undefined}
      />
    )
  return (
    <WaitingForWallet
      description="Review and approve the transaction in your wallet."
      detail={typeof summary === 'string' ? summary : undefined}
    />
  )
}

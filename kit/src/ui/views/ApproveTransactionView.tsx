import { useStore } from 'zustand'
import { useKit } from '../../react/useKit.js'
import { WaitingForWallet } from './WaitingForWallet.js'

/**
 * ApproveTransaction: waits while the wallet asks the visitor to approve a transaction; shows the route's
 * `summary` (such as "Send 0.1 ETH to 0x12…5678") when given.
 * @example pushView(kit, 'ApproveTransaction', { summary: 'Send 0.1 ETH' })
 */
export default function ApproveTransactionView() {
  const kit = useKit()
  const summary = useStore(kit.store, (state) => state.router.data?.summary)
  return (
    <WaitingForWallet
      description="Review and approve the transaction in your wallet."
      detail={typeof summary === 'string' ? summary : undefined}
    />
  )
}

import { useStore } from 'zustand'
import { useKit } from '../../primitives/context/useKit.js'
import { EmbeddedApproval, isAuthApproval } from '../parts/auth/EmbeddedApproval.js'
import { WaitingForWallet } from '../parts/connect/WaitingForWallet.js'

/**
 * SignMessage: waits while the wallet asks the visitor to sign; shows the route's `message` when given.
 * @example pushView(kit, 'SignMessage', { message: 'Sign in to Example' })
 */
export default function SignMessageView() {
  const kit = useKit()
  const message = useStore(kit.store, (state) => state.router.data?.message)
  const approval = useStore(kit.store, (state) => state.router.data?.approval)
  if (isAuthApproval(approval))
    return (
      <EmbeddedApproval
        approval={approval}
        description="Sign this message with your embedded wallet."
        detail={typeof message === 'string' ? message : undefined}
      />
    )
  return (
    <WaitingForWallet
      description="Sign the message in your wallet to continue."
      detail={typeof message === 'string' ? message : undefined}
    />
  )
}

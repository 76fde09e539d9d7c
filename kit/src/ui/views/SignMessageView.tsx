import { useStore } from 'zustand'
import { useKit } from '../../react/useKit.js'
import { WaitingForWallet } from './WaitingForWallet.js'

/**
 * SignMessage: waits while the wallet asks the visitor to sign; shows the route's `message` when given.
 * @example pushView(kit, 'SignMessage', { message: 'Sign in to Example' })
 */
export default function SignMessageView() {
  const kit = useKit()
  const message = useStore(kit.store, (state) => state.router.data?.message)
  return (
    <WaitingForWallet
      description="Sign the message in your wallet to continue."
      detail={typeof message === 'string' ? message : undefined}
    />
  )
}

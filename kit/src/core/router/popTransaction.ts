import type { WalletKit } from '../WalletKit.js'
import type { RouterTransaction } from './RouterState.js'

/**
 * Removes and returns the innermost pending transaction, if any.
 * @example const transaction = popTransaction(kit)
 */
export function popTransaction(kit: WalletKit): RouterTransaction | undefined {
  const { router } = kit.store.getState()
  const transaction = router.transactionStack[router.transactionStack.length - 1]
  if (transaction)
    kit.store.setState({ router: { ...router, transactionStack: router.transactionStack.slice(0, -1) } })
  return transaction
}

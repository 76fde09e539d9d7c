import { useEffect, useState } from 'react'
import type { PendingRequest } from '../../../chains/port/createPendingRequests.js'
import { isSafeRpcMethod } from '../../../chains/port/isSafeRpcMethod.js'
import type { WalletKit } from '../../../core/WalletKit.js'

const latestApproval = (kit: WalletKit): PendingRequest | undefined =>
  kit.rpc.pending
    .list()
    .filter((request) => !isSafeRpcMethod(request.method))
    .at(-1)

/**
 * The newest wallet request waiting for the visitor's approval, and `onSettled` called once it is no longer
 * pending (approved, rejected or aborted) after the view had seen it.
 * @example const request = usePendingApproval(kit, () => goBack(kit))
 */
export function usePendingApproval(kit: WalletKit, onSettled: () => void): PendingRequest | undefined {
  const [request, setRequest] = useState(() => latestApproval(kit))
  useEffect(() => {
    let seen = latestApproval(kit)
    let done = false
    const unsubscribe = kit.rpc.pending.subscribe(() => {
      if (done) return
      const next = latestApproval(kit)
      setRequest(next)
      if (seen && !next) {
        done = true
        unsubscribe()
        onSettled()
      }
      seen = next ?? seen
    })
    return unsubscribe
  }, [kit, onSettled])
  return request
}

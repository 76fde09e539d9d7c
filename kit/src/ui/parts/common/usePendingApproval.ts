import { useEffect, useRef, useState } from 'react'
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
 * pending (approved, rejected or aborted) after the view had seen it. The request of the first render counts as seen,
 * so one that settles before the view's effect subscribes still calls `onSettled`; it is called at most once.
 * @example const request = usePendingApproval(kit, () => goBack(kit))
 */
export function usePendingApproval(kit: WalletKit, onSettled: () => void): PendingRequest | undefined {
  const [request, setRequest] = useState(() => latestApproval(kit))
  const seen = useRef(request)
  const settled = useRef(false)
  useEffect(() => {
    const check = () => {
      if (settled.current) return
      const next = latestApproval(kit)
      setRequest(next)
      if (seen.current && !next) {
        settled.current = true
        onSettled()
        return
      }
      seen.current = next ?? seen.current
    }
    const unsubscribe = kit.rpc.pending.subscribe(check)
    check()
    return unsubscribe
  }, [kit, onSettled])
  return request
}

import type { PendingRequests } from '../../chains/port/createPendingRequests.js'
import { isSafeRpcMethod } from '../../chains/port/isSafeRpcMethod.js'

/**
 * Aborts every pending request except safe reads (spec 4); each aborted waiter rejects with
 * `RequestAbortedError` ("Request was aborted"). Returns how many were aborted.
 * @example abortPendingRequests(pending) // 2
 */
export function abortPendingRequests(pending: PendingRequests): number {
  const toAbort = pending.list().filter((request) => !isSafeRpcMethod(request.method))
  for (const request of toAbort) request.controller.abort()
  return toAbort.length
}

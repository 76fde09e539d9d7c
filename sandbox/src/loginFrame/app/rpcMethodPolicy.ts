import { isSafeRpcMethod, needsApproval } from 'walletkit/schemas'

/** What the frame does with an RPC method: forward it, hold it for consent, or refuse it. */
export type RpcMethodPolicy = 'forward' | 'consent' | 'refuse'

/** The error message of a refused method (spec 6). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/**
 * The frame's decision for `method`, from the kit's own lists of spec 6 (the frame does not take them from the
 * page): whatever the embedding page posts, the frame forwards only the safe reads to the chain, holds the signing
 * methods for the visitor's consent in the frame, and refuses everything else (`anvil_*` test methods, `eth_sign`,
 * unknown names).
 * @example rpcMethodPolicy('eth_call') // 'forward'; rpcMethodPolicy('anvil_setBalance') // 'refuse'
 */
export function rpcMethodPolicy(method: string): RpcMethodPolicy {
  if (isSafeRpcMethod(method)) return 'forward'
  if (needsApproval(method)) return 'consent'
  return 'refuse'
}

export { abortPendingRequests } from './abortPendingRequests.js'
export { createPendingRequests, type PendingRequest, type PendingRequests } from './createPendingRequests.js'
export { isSafeRpcMethod, SAFE_RPC_METHODS, type SafeRpcMethod } from './isSafeRpcMethod.js'
export { APPROVAL_RPC_METHODS, type ApprovalRpcMethod, needsApproval } from './needsApproval.js'
export { parseRpcRequest } from './parseRpcRequest.js'
export {
  type KnownRpcMethod,
  RPC_PARAMS_SCHEMAS,
  type RpcRequest,
  SOLANA_COMMITMENTS,
} from './rpcRequestSchemas.js'

export {
  createPendingRequests,
  type PendingRequest,
  type PendingRequests,
} from '../../chains/port/createPendingRequests.js'
export { isSafeRpcMethod, SAFE_RPC_METHODS, type SafeRpcMethod } from '../../chains/port/isSafeRpcMethod.js'
export {
  APPROVAL_RPC_METHODS,
  type ApprovalRpcMethod,
  needsApproval,
} from '../../chains/port/needsApproval.js'
export { parseRpcRequest } from '../../chains/port/parseRpcRequest.js'
export {
  type KnownRpcMethod,
  RPC_PARAMS_SCHEMAS,
  type RpcRequest,
  SOLANA_COMMITMENTS,
} from '../../chains/port/rpcRequestSchemas.js'
export { abortPendingRequests } from './abortPendingRequests.js'

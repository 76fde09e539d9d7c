/** JSON-RPC error codes the chain adapters act on (spec 8). */
export const CHAIN_ERROR_CODES = {
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
  userRejected: 4001,
} as const

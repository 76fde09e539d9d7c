/**
 * Read-only RPC methods (spec 6): the embedded wallet answers them without asking the user,
 * and aborting pending requests leaves them running (spec 4).
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  // eth_get* reads
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  // filter methods
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // user-operation reads and entry-point methods
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

const safeMethods: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)

/**
 * True for the read-only methods of spec 6, which need no approval and are never aborted.
 * @example isSafeRpcMethod('eth_getBalance') // true; isSafeRpcMethod('personal_sign') // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return safeMethods.has(method)
}

/**
 * The frame's own allowlist (spec 6), kept here and not taken from the page: whatever the embedding page posts, the
 * frame forwards only the safe reads to the chain, holds the signing methods for the visitor's consent in the frame,
 * and refuses everything else (`anvil_*` test methods, `eth_sign`, unknown names).
 */
const FORWARDED = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
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
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
])

/** The methods that sign or send with the visitor's key: held until the visitor approves inside the frame. */
export const CONSENT_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

const CONSENT: ReadonlySet<string> = new Set(CONSENT_RPC_METHODS)

/** What the frame does with an RPC method: forward it, hold it for consent, or refuse it. */
export type RpcMethodPolicy = 'forward' | 'consent' | 'refuse'

/** The error message of a refused method (spec 6). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/**
 * The frame's decision for `method`.
 * @example rpcMethodPolicy('eth_call') // 'forward'; rpcMethodPolicy('anvil_setBalance') // 'refuse'
 */
export function rpcMethodPolicy(method: string): RpcMethodPolicy {
  if (FORWARDED.has(method)) return 'forward'
  if (CONSENT.has(method)) return 'consent'
  return 'refuse'
}

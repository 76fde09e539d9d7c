/** Methods the user must approve in the wallet (spec 6). */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]

const approvalMethods: ReadonlySet<string> = new Set(APPROVAL_RPC_METHODS)

/**
 * True for the methods that need the user's approval (spec 6): signing, sending, permissions.
 * @example needsApproval('personal_sign') // true; needsApproval('eth_chainId') // false
 */
export function needsApproval(method: string): method is ApprovalRpcMethod {
  return approvalMethods.has(method)
}

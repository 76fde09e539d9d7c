import { describe, expect, it } from 'vitest'
import { isSafeRpcMethod, SAFE_RPC_METHODS } from './isSafeRpcMethod.js'
import { APPROVAL_RPC_METHODS } from './needsApproval.js'

describe('isSafeRpcMethod', () => {
  it.each([
    'eth_accounts',
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getTransactionReceipt',
    'eth_getLogs',
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
  ])('treats %s as a safe read', (method) => {
    expect(isSafeRpcMethod(method)).toBe(true)
  })

  it.each([...APPROVAL_RPC_METHODS, 'eth_requestAccounts', 'eth_getSecretKey', 'ETH_CHAINID', ''])(
    'does not treat %j as safe',
    (method) => {
      expect(isSafeRpcMethod(method)).toBe(false)
    },
  )

  it('never lists a method as both safe and needing approval', () => {
    const approval: readonly string[] = APPROVAL_RPC_METHODS
    expect(SAFE_RPC_METHODS.filter((method) => approval.includes(method))).toEqual([])
  })
})

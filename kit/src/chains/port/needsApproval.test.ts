import { describe, expect, it } from 'vitest'
import { SAFE_RPC_METHODS } from './isSafeRpcMethod.js'
import { needsApproval } from './needsApproval.js'

describe('needsApproval', () => {
  it.each([
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
  ])('asks the user to approve %s', (method) => {
    expect(needsApproval(method)).toBe(true)
  })

  it.each([...SAFE_RPC_METHODS, 'eth_sign', 'unknown_method'])('does not ask approval for %s', (method) => {
    expect(needsApproval(method)).toBe(false)
  })
})

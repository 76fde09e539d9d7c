import { ExecutionRevertedError } from 'viem'
import { CHAIN_ERROR_CODES } from '../errors/chainErrorCodes.js'

/**
 * JSON-RPC codes on which trying another RPC URL cannot help: the answer would be the same (spec 8: the fallback
 * stops on 5000 and on codes the spec does not show). These are the ones chosen here:
 * - 5000, the CAIP-25 user rejection (spec 8's default chain code) and 4001, EIP-1193's user rejection;
 * - -32003, a transaction the node rejected;
 * - -32004 and 4200, a method the endpoint or provider does not support.
 * -32601 "method not found" is left to fall back on purpose: the network's own node may serve a method the
 * provider's RPC does not.
 * @example
 * RPC_FALLBACK_STOP_CODES.includes(5000) // true
 */
const RPC_FALLBACK_STOP_CODES: readonly number[] = [
  CHAIN_ERROR_CODES.default,
  CHAIN_ERROR_CODES.userRejected,
  -32003,
  -32004,
  4200,
]

/**
 * Whether an RPC error should end the fallback instead of trying the next URL (viem `fallback` `shouldThrow`).
 * Also stops on a reverted execution, as viem's own default does. Looks through the cause chain.
 * @example
 * fallback(transports, { shouldThrow: stopsRpcFallback })
 */
export function stopsRpcFallback(error: Error): boolean {
  let current: unknown = error
  for (let depth = 0; current instanceof Error && depth < 10; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && RPC_FALLBACK_STOP_CODES.includes(code)) return true
    if (ExecutionRevertedError.nodeMessage.test(current.message)) return true
    current = current.cause
  }
  return false
}

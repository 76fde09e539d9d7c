// First: zod's JIT off before this module builds its object schemas (no `new Function` under a strict CSP).
import '../../config/disableZodJit.js'
import { z } from 'zod'
import { SAFE_RPC_METHODS, type SafeRpcMethod } from './isSafeRpcMethod.js'

const hex = (what: string) => z.string().startsWith('0x', { error: `${what} must start with 0x` })

/** JSON-RPC params of a read: a list, an object, or none. */
const readParams = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional()
const listParams = z.array(z.unknown())

/** One batch of wallet_sendCalls (spec 5): calls need `to` (0x...), `data` if present starts 0x. */
const sendCallsBatch = z.object({
  chainId: z.union([z.string(), z.number()]).optional(),
  from: z.string().optional(),
  version: z.string().optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  calls: z
    .array(z.object({ to: hex('to'), data: hex('data').optional(), value: z.string().optional() }))
    .min(1, { error: 'calls must hold at least one call' }),
})

/** Solana commitment levels a sign-and-send may ask for (spec 5). */
const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

const approvalSchemas = {
  personal_sign: listParams,
  eth_signTypedData_v4: listParams,
  eth_sendTransaction: listParams,
  wallet_sendCalls: z.array(sendCallsBatch).min(1),
  wallet_grantPermissions: listParams,
  wallet_revokePermissions: listParams,
  eth_sendUserOperation: listParams,
  solana_signMessage: z.object({ message: z.string(), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: z.string() }),
  solana_signAllTransactions: z.object({ transactions: z.array(z.string()) }),
  solana_signAndSendTransaction: z.object({
    transaction: z.string(),
    options: z
      .object({
        skipPreflight: z.boolean().optional(),
        preflightCommitment: z.enum(SOLANA_COMMITMENTS).optional(),
        maxRetries: z.number().int().nonnegative().optional(),
        minContextSlot: z.number().int().nonnegative().optional(),
      })
      .optional(),
  }),
}

type ReadSchemas = Record<SafeRpcMethod, typeof readParams>

/** The params schema of every known RPC method (spec 5, 6); a method not here is refused. */
export const RPC_PARAMS_SCHEMAS: ReadSchemas & typeof approvalSchemas = {
  ...(Object.fromEntries(SAFE_RPC_METHODS.map((method) => [method, readParams])) as ReadSchemas),
  ...approvalSchemas,
}

export type KnownRpcMethod = keyof typeof RPC_PARAMS_SCHEMAS

/** A parsed RPC request: `params` is typed by `method`. */
export type RpcRequest = {
  [Method in KnownRpcMethod]: { method: Method; params: z.output<(typeof RPC_PARAMS_SCHEMAS)[Method]> }
}[KnownRpcMethod]

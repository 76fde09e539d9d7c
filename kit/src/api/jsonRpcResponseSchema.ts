// First: zod's JIT off before this module builds its object schemas (no `new Function` under a strict CSP).
import '../config/disableZodJit.js'
import { z } from 'zod'

const id = z.union([z.number(), z.string(), z.null()])

/**
 * One JSON-RPC 2.0 answer: an id and either a result (which may be null, never absent) or an error.
 * @example
 * jsonRpcResponseSchema.parse({ jsonrpc: '2.0', id: 1, result: '0x10' })
 */
export const jsonRpcResponseSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id,
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
  }),
  z
    .object({ jsonrpc: z.literal('2.0'), id, result: z.unknown() })
    .refine((answer) => answer.result !== undefined, { message: 'a result or an error', path: ['result'] }),
])

/**
 * The answer to a JSON-RPC batch: one answer per request, in any order.
 * @example
 * jsonRpcBatchResponseSchema.parse([{ jsonrpc: '2.0', id: 0, result: '0x1' }])
 */
export const jsonRpcBatchResponseSchema = z.array(jsonRpcResponseSchema)

/** One JSON-RPC 2.0 answer. */
export type JsonRpcResponse = z.output<typeof jsonRpcResponseSchema>

// First: zod's JIT off before this module builds its object schemas (no `new Function` under a strict CSP).
import '../../config/disableZodJit.js'
import { z } from 'zod'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { type KnownRpcMethod, RPC_PARAMS_SCHEMAS, type RpcRequest } from './rpcRequestSchemas.js'

const envelope = z.object({ method: z.string(), params: z.unknown().optional() })

const isKnownMethod = (method: string): method is KnownRpcMethod => Object.hasOwn(RPC_PARAMS_SCHEMAS, method)

/**
 * Accepts an RPC request from the host only for a known method with valid params (spec 5, 6).
 * Throws `RpcMethodNotAllowedError` ("Requested RPC call is not allowed") for any other method and
 * `InvalidRpcRequestError` when the params break the method's rules.
 * @example parseRpcRequest({ method: 'solana_signMessage', params: { message: 'hi', pubkey: 'Fz...' } })
 */
export function parseRpcRequest(request: unknown): RpcRequest {
  const parsedEnvelope = envelope.safeParse(request)
  if (!parsedEnvelope.success || !isKnownMethod(parsedEnvelope.data.method)) {
    const method = parsedEnvelope.success ? parsedEnvelope.data.method : undefined
    throw new RpcMethodNotAllowedError({ details: method === undefined ? undefined : `Method: ${method}` })
  }
  const { method, params } = parsedEnvelope.data
  const parsedParams = RPC_PARAMS_SCHEMAS[method].safeParse(params)
  if (!parsedParams.success)
    throw new InvalidRpcRequestError({
      details: `${method}: ${z.prettifyError(parsedParams.error)}`,
      cause: parsedParams.error,
    })
  return { method, params: parsedParams.data } as RpcRequest
}

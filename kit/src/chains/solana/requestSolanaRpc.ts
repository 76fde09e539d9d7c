// Loaded with import() with the balance read and the send builder.
import { z } from 'zod'
import { rpcUrlFor } from '../../api/createRpcTransport.js'
import { jsonRpcResponseSchema } from '../../api/jsonRpcResponseSchema.js'
import { parseResponseBody } from '../../api/parseResponseBody.js'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { TIMINGS } from '../../config/constants.js'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import { InvalidResponseError } from '../../errors/InvalidResponseError.js'
import { NetworkRequestError } from '../../errors/NetworkRequestError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { RpcSettings } from '../ChainAdapter.js'

export type RequestSolanaRpcParameters<Result> = {
  network: CaipNetwork
  /** The provider's RPC, tried before the network's own URLs; without it, only the network's URLs. */
  rpc?: RpcSettings | undefined
  method: string
  params: unknown[]
  /** What `result` must look like. */
  schema: z.ZodType<Result>
}

/**
 * One Solana JSON-RPC call: the provider's RPC first (`{blockchainApiUrl}/v1/?chainId={caip id}&projectId={id}`,
 * spec 7), then the network's own URLs, each with the 10 s RPC time-out (spec 9). A node's JSON-RPC error stops the
 * search (`ChainRpcError`); an unreachable URL, an HTTP error or a malformed answer moves on to the next.
 * @example await requestSolanaRpc({ network, rpc, method: 'getBalance', params: [address], schema }) // { value: 1 }
 */
export async function requestSolanaRpc<Result>({
  network,
  rpc,
  method,
  params,
  schema,
}: RequestSolanaRpcParameters<Result>): Promise<Result> {
  const provider = rpc ? rpcUrlFor({ ...rpc, caipNetworkId: network.caipNetworkId }) : undefined
  const urls = [...new Set([...(provider ? [provider] : []), ...network.rpcUrls.default.http])]
  let failure: unknown = new UnknownError({ details: `${network.name} has no RPC URL` })
  for (const url of urls) {
    try {
      return await post(url, { method, params, schema }, rpc?.fetch ?? globalThis.fetch)
    } catch (error) {
      if (error instanceof ChainRpcError) throw error
      failure = error
    }
  }
  throw failure
}

async function post<Result>(
  url: string,
  { method, params, schema }: { method: string; params: unknown[]; schema: z.ZodType<Result> },
  fetch: typeof globalThis.fetch,
): Promise<Result> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(TIMINGS.rpcTimeout),
    })
  } catch (error) {
    throw new NetworkRequestError({ url, cause: error })
  }
  if (!response.ok) throw new HttpStatusError({ status: response.status, url })
  const answer = parseResponseBody({
    endpoint: url,
    text: await response.text(),
    schema: jsonRpcResponseSchema,
  })
  if ('error' in answer) throw new ChainRpcError({ code: answer.error.code, message: answer.error.message })
  const result = schema.safeParse(answer.result)
  if (!result.success)
    throw new InvalidResponseError({
      endpoint: url,
      details: z.prettifyError(result.error),
      cause: result.error,
    })
  return result.data
}

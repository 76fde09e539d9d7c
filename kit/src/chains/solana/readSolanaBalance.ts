// Loaded with import() on the first balance read.
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
import type { Balance, RpcSettings } from '../ChainAdapter.js'

export type ReadSolanaBalanceParameters = {
  address: string
  network: CaipNetwork
  /** The provider's RPC, tried before the network's own URLs; without it, only the network's URLs. */
  rpc?: RpcSettings | undefined
}

/** getBalance's result: the lamports in `value`, with the slot it was read at. */
const balanceResultSchema = z.object({ value: z.number().int().nonnegative() })

/**
 * The SOL balance of an address through Solana JSON-RPC `getBalance`: the provider's RPC first
 * (`{blockchainApiUrl}/v1/?chainId={caip id}&projectId={id}`, spec 7), then the network's own URLs, each with the
 * 10 s RPC time-out (spec 9). Lamports become decimal text with the network's decimals (9). A node's JSON-RPC error
 * stops the search (`ChainRpcError`); an unreachable URL, an HTTP error or a malformed answer moves on to the next.
 * @example await readSolanaBalance({ address, network: solanaMainnet, rpc }) // { balance: '1.5', symbol: 'SOL' }
 */
export async function readSolanaBalance({
  address,
  network,
  rpc,
}: ReadSolanaBalanceParameters): Promise<Balance> {
  const provider = rpc ? rpcUrlFor({ ...rpc, caipNetworkId: network.caipNetworkId }) : undefined
  const urls = [...new Set([...(provider ? [provider] : []), ...network.rpcUrls.default.http])]
  let failure: unknown = new UnknownError({ details: `${network.name} has no RPC URL` })
  for (const url of urls) {
    try {
      const lamports = await postGetBalance(url, address, rpc?.fetch ?? globalThis.fetch)
      return {
        balance: formatLamports(lamports, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol || 'SOL',
      }
    } catch (error) {
      if (error instanceof ChainRpcError) throw error
      failure = error
    }
  }
  throw failure
}

async function postGetBalance(url: string, address: string, fetch: typeof globalThis.fetch): Promise<number> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
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
  const result = balanceResultSchema.safeParse(answer.result)
  if (!result.success)
    throw new InvalidResponseError({
      endpoint: url,
      details: z.prettifyError(result.error),
      cause: result.error,
    })
  return result.data.value
}

/** Lamports as decimal text: 1500000000 with 9 decimals is '1.5'. */
function formatLamports(lamports: number, decimals: number): string {
  const digits = BigInt(lamports)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

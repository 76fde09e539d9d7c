import { fallback, http, type Transport } from 'viem'
import type { CaipNetwork } from '../config/caipNetworkSchema.js'
import { LIMITS, TIMINGS } from '../config/constants.js'
import { createJsonRpcFetch } from './createJsonRpcFetch.js'
import { stopsRpcFallback } from './stopsRpcFallback.js'

/** The options of createRpcTransport. */
export type CreateRpcTransportParameters = {
  /** The blockchain API's base URL (`services.blockchainApiUrl`). */
  blockchainApiUrl: string
  projectId: string
  network: CaipNetwork
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch | undefined
  /** Retries of the whole URL list after every URL failed; defaults to viem's 3. */
  retryCount?: number | undefined
}

/**
 * The provider's per-network JSON-RPC URL (spec 7): `{blockchainApiUrl}/v1/?chainId={caip id}&projectId={id}`.
 * @example
 * rpcUrlFor({ blockchainApiUrl: 'https://rpc.example', projectId: 'p1', caipNetworkId: 'eip155:1' })
 * // 'https://rpc.example/v1/?chainId=eip155:1&projectId=p1'
 */
export function rpcUrlFor({
  blockchainApiUrl,
  projectId,
  caipNetworkId,
}: {
  blockchainApiUrl: string
  projectId: string
  caipNetworkId: string
}): string {
  return `${blockchainApiUrl.replace(/\/+$/, '')}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(projectId)}`
}

/**
 * A viem transport for a network's chain JSON-RPC: the provider's RPC first, then the network's own rpcUrls,
 * each with a 10 s time-out and batches of up to 1000 requests (spec 7, 9). Every answer is checked with zod
 * (`createJsonRpcFetch`); a bad one moves on to the next URL. The fallback stops on the codes of
 * `stopsRpcFallback` (spec 8) and otherwise keeps viem's defaults (3 retries of the whole list, no ranking).
 * @example
 * const client = createPublicClient({ transport: createRpcTransport({ blockchainApiUrl, projectId, network }) })
 */
export function createRpcTransport({
  blockchainApiUrl,
  projectId,
  network,
  fetch,
  retryCount,
}: CreateRpcTransportParameters): Transport {
  const fetchFn = createJsonRpcFetch(fetch)
  const options = { timeout: TIMINGS.rpcTimeout, batch: { batchSize: LIMITS.rpcBatchSize }, fetchFn }
  const providerUrl = rpcUrlFor({ blockchainApiUrl, projectId, caipNetworkId: network.caipNetworkId })
  const urls = [providerUrl, ...network.rpcUrls.default.http.filter((url) => url !== providerUrl)]
  return fallback(
    urls.map((url) => http(url, options)),
    { shouldThrow: stopsRpcFallback, retryCount },
  )
}

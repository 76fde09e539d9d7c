// Loaded with import() on the first host request: the RPC schemas stay out of the adapter's first chunk.

import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { toWalletError } from '../../errors/toWalletError.js'
import type { ChainAdapterRequest } from '../ChainAdapter.js'
import { parseRpcRequest } from '../port/parseRpcRequest.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/**
 * Sends a host request to the wallet once `parseRpcRequest` accepts it (spec 5, 6: unknown methods refused with
 * `RpcMethodNotAllowedError`, wallet_sendCalls checked). The wallet gets the host's own params, since the validated
 * copy drops keys a newer wallet may understand. A request aborted before it was sent is not sent.
 * @example await sendEip155Request({ provider, request: { method: 'personal_sign', params } })
 */
export async function sendEip155Request({
  provider,
  request,
  signal,
}: {
  provider: Eip1193Provider
  request: ChainAdapterRequest
  signal?: AbortSignal | undefined
}): Promise<unknown> {
  parseRpcRequest(request)
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  try {
    return await provider.request({ method: request.method, params: request.params })
  } catch (error) {
    throw toWalletError(error)
  }
}

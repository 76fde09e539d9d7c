import type { ChainAdapterRequest } from '../chains/ChainAdapter.js'
import { createTestAdapter } from './createTestAdapter.js'

/**
 * An eip155 test adapter whose wallet answers requests with `answer` (the wallet is the boundary); every request
 * is recorded, connected or not (the tests set the account in state without connecting).
 * @example const { adapter, requests } = createRequestAdapter(async ({ method }) => (method === 'eth_gasPrice' ? '0x1' : null))
 */
export function createRequestAdapter(answer: (request: ChainAdapterRequest) => Promise<unknown>) {
  const requests: ChainAdapterRequest[] = []
  const adapter = Object.assign(createTestAdapter('eip155'), {
    async request(request: ChainAdapterRequest) {
      requests.push(request)
      return answer(request)
    },
  })
  return { adapter, requests }
}

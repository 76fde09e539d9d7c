import type { ChainAdapter, ChainAdapterRequest } from '../chains/ChainAdapter.js'

/**
 * An eip155 ChainAdapter stand-in for core tests whose wallet answers requests with `answer` (the wallet is the
 * boundary); every request is recorded.
 * @example const adapter = createRequestAdapter(async ({ method }) => (method === 'eth_gasPrice' ? '0x1' : null))
 */
export function createRequestAdapter(answer: (request: ChainAdapterRequest) => Promise<unknown>) {
  const requests: ChainAdapterRequest[] = []
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    connectors: () => [],
    connect: async () => ({ address: '0x0', chainId: 1 }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    request: async (request) => {
      requests.push(request)
      return answer(request)
    },
  }
  return { adapter, requests }
}

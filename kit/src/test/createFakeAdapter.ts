import type { ChainAdapter, Connector } from '../chains/ChainAdapter.js'
import type { Namespace } from '../config/index.js'

export type FakeAdapter = ChainAdapter & { disconnected: (Connector | undefined)[] }

/**
 * A ChainAdapter stand-in for core tests: adapters are the boundary to wallets, not the core's own code.
 * `disconnect` records its connector, then fails with `failWith` when given.
 * @example const adapter = createFakeAdapter('solana', { failWith: new Error('wallet locked') })
 */
export function createFakeAdapter(
  namespace: Namespace,
  { failWith, connectors = [] }: { failWith?: unknown; connectors?: Connector[] } = {},
): FakeAdapter {
  const disconnected: (Connector | undefined)[] = []
  return {
    namespace,
    disconnected,
    connectors: () => connectors,
    connect: async () => ({ address: '0x0', chainId: 1 }),
    async disconnect({ connector }) {
      disconnected.push(connector)
      if (failWith !== undefined) throw failWith
    },
    switchNetwork: async () => undefined,
  }
}

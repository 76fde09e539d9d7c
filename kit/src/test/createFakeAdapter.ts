import type { Connector } from '../chains/ChainAdapter.js'
import type { Namespace } from '../config/index.js'
import { createTestAdapter, type TestAdapter } from './createTestAdapter.js'

export type FakeAdapter = TestAdapter & { disconnected: (Connector | undefined)[] }

/**
 * The test adapter for core tests of disconnecting: `disconnect` records the connector it is given (whichever the
 * state holds), then fails with `failWith` when given.
 * @example const adapter = createFakeAdapter('solana', { failWith: new Error('wallet locked') })
 */
export function createFakeAdapter(
  namespace: Namespace,
  { failWith, connectors = [] }: { failWith?: unknown; connectors?: Connector[] } = {},
): FakeAdapter {
  const disconnected: (Connector | undefined)[] = []
  return Object.assign(createTestAdapter(namespace, { connectors }), {
    disconnected,
    async disconnect({ connector }: { connector?: Connector | undefined }) {
      disconnected.push(connector)
      if (failWith !== undefined) throw failWith
    },
  })
}

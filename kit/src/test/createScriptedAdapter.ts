import type { Connector } from '../chains/ChainAdapter.js'
import type { CaipNetwork, Namespace } from '../config/index.js'
import { createTestAdapter, deferred, type TestAdapter, type TestWallet } from './createTestAdapter.js'

export { type Deferred, deferred } from './createTestAdapter.js'

export type ScriptedAdapter = TestAdapter & Pick<TestWallet, 'connects' | 'switches' | 'provider'>

/**
 * The test adapter for UI tests: the wallet is the boundary, so each connect and switch waits for the test to
 * settle it, as a visitor deciding in their wallet would.
 * @example const adapter = createScriptedAdapter('eip155', { connectors: [metaMask] }); registerAdapter(kit, adapter)
 */
export function createScriptedAdapter(
  namespace: Namespace,
  { connectors = [] }: { connectors?: Connector[] } = {},
): ScriptedAdapter {
  const adapter = createTestAdapter(namespace, { connectors, connect: 'manual', switchNetwork: 'manual' })
  const { connects, switches, provider } = adapter.wallet
  // The tests put a connected account in state without connecting through the adapter: the wallet answers anyway.
  return Object.assign(adapter, {
    connects,
    switches,
    provider,
    getProvider: () => provider,
    switchNetwork({ network }: { network: CaipNetwork }) {
      const next = { ...deferred<void>(), network }
      switches.push(next)
      return next.promise
    },
  })
}

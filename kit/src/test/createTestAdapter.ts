import type { ChainAdapterRequest, Connector, ConnectResult } from '../chains/ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector, CreateConnector } from '../chains/ChainAdapterPort.js'
import { createNamespaceAdapter, type NamespaceAdapter } from '../chains/createNamespaceAdapter.js'
import type { CaipNetwork, Namespace } from '../config/index.js'

/** A promise the test settles by hand, to look at a view while the wallet is still deciding. */
export type Deferred<Value> = {
  promise: Promise<Value>
  resolve(value: Value): void
  reject(error: unknown): void
}

/**
 * A promise with its resolve and reject at hand.
 * @example const answer = deferred<string>(); answer.resolve('0xsigned')
 */
export function deferred<Value>(): Deferred<Value> {
  let resolve!: (value: Value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<Value>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** How the test wallet behaves: answers at once (the default), or waits for the test to settle each call. */
export type TestWalletScript = {
  /** What connect answers; `'manual'` waits for the test (`wallet.connects`). Defaults to `0x0` on chain 1. */
  connect?: ConnectResult | 'manual' | undefined
  /** `'manual'` makes each switch wait for the test (`wallet.switches`). */
  switchNetwork?: 'manual' | undefined
  /** What the wallet answers the host's requests. */
  answer?: ((request: ChainAdapterRequest) => Promise<unknown>) | undefined
  /** Disconnecting fails with this, after it is recorded. */
  failDisconnectWith?: unknown
}

/** What the test sees of its wallet: every call, the calls still waiting, and the wallet's side of events. */
export type TestWallet = {
  connects: Deferred<ConnectResult>[]
  switches: (Deferred<void> & { network: CaipNetwork })[]
  /** The connectors disconnected, in order. */
  disconnected: Connector[]
  requests: ChainAdapterRequest[]
  provider: { request(arguments_: { method: string }): Promise<unknown> }
  /** The ports the connectors received: a test emits the wallet's events on them. */
  ports: Map<string, ChainAdapterPort>
}

export type TestAdapter = NamespaceAdapter & { wallet: TestWallet }

/**
 * A namespace adapter for tests, written against the port alone, as a new namespace's adapter would be: each
 * connector of `connectors` (data) gets the test wallet's behaviour from `script`.
 * @example const adapter = createTestAdapter('polkadot', { connectors: [polkadotJs] }); registerAdapter(kit, adapter)
 */
export function createTestAdapter(
  namespace: Namespace,
  { connectors = [], ...script }: TestWalletScript & { connectors?: readonly Connector[] } = {},
): TestAdapter {
  const wallet: TestWallet = {
    connects: [],
    switches: [],
    disconnected: [],
    requests: [],
    provider: { request: async ({ method }) => `answer to ${method}` },
    ports: new Map(),
  }
  const adapter = createNamespaceAdapter({
    namespace,
    connectors: connectors.map((data) => testConnector(data, script, wallet)),
  })
  return Object.assign(adapter, { wallet })
}

/**
 * A test wallet's connector, made from the port only.
 * @example createNamespaceAdapter({ namespace: 'polkadot', connectors: [testConnector(data, {}, wallet)] })
 */
function testConnector(data: Connector, script: TestWalletScript, wallet: TestWallet): CreateConnector {
  return (port): ChainConnector => {
    wallet.ports.set(data.id, port)
    return {
      ...data,
      connect() {
        if (script.connect !== 'manual')
          return Promise.resolve(script.connect ?? { address: '0x0', chainId: 1 })
        const next = deferred<ConnectResult>()
        wallet.connects.push(next)
        return next.promise
      },
      async disconnect() {
        wallet.disconnected.push(data)
        if (script.failDisconnectWith !== undefined) throw script.failDisconnectWith
      },
      switchNetwork({ network }) {
        if (script.switchNetwork !== 'manual') return Promise.resolve()
        const next = { ...deferred<void>(), network }
        wallet.switches.push(next)
        return next.promise
      },
      async request(request) {
        wallet.requests.push(request)
        return script.answer ? script.answer(request) : wallet.provider.request(request)
      },
      getProvider: () => wallet.provider,
    }
  }
}

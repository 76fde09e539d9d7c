import type { ChainAdapter, Connector, ConnectResult } from '../chains/ChainAdapter.js'
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

export type ScriptedAdapter = ChainAdapter & {
  /** One entry per connect call, settled by the test. */
  connects: Deferred<ConnectResult>[]
  /** One entry per switch call, with the network asked for. */
  switches: (Deferred<void> & { network: CaipNetwork })[]
  provider: { request(arguments_: { method: string }): Promise<unknown> }
}

/**
 * A ChainAdapter stand-in for UI tests: the wallet is the boundary, so each connect and switch waits for the test
 * to settle it, as a visitor deciding in their wallet would.
 * @example const adapter = createScriptedAdapter('eip155', { connectors: [metaMask] }); registerAdapter(kit, adapter)
 */
export function createScriptedAdapter(
  namespace: Namespace,
  { connectors = [] }: { connectors?: Connector[] } = {},
): ScriptedAdapter {
  const connects: Deferred<ConnectResult>[] = []
  const switches: (Deferred<void> & { network: CaipNetwork })[] = []
  const provider = { request: async ({ method }: { method: string }) => `answer to ${method}` }
  return {
    namespace,
    connects,
    switches,
    provider,
    connectors: () => connectors,
    connect() {
      const next = deferred<ConnectResult>()
      connects.push(next)
      return next.promise
    },
    disconnect: async () => undefined,
    switchNetwork({ network }) {
      const next = { ...deferred<void>(), network }
      switches.push(next)
      return next.promise
    },
    getProvider: () => provider,
  }
}

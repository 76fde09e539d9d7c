import { createNamespaceAdapter, type NamespaceAdapter } from '../createNamespaceAdapter.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import { createPolkadotDiscovery } from './createPolkadotDiscovery.js'
import type { InjectedPolkadotExtension } from './InjectedPolkadot.js'

export type CreatePolkadotAdapterParameters = {
  /** The name extensions show when asked to connect (`enable(appName)`); the page's title, else its host, by default. */
  appName?: string | undefined
  /** Names for extensions by their `injectedWeb3` key, beside the well-known ones (polkadot-js, talisman, subwallet-js). */
  names?: Readonly<Record<string, string>> | undefined
  /** The registry wallet requests are tracked in; defaults to the kit's (`kit.rpc.pending`). */
  pending?: PendingRequests | undefined
}

/** The polkadot adapter: a namespace adapter whose provider is the connected extension (its accounts and signer). */
export type PolkadotAdapter = Omit<NamespaceAdapter, 'namespace' | 'getProvider'> & {
  namespace: 'polkadot'
  getProvider(): InjectedPolkadotExtension | undefined
}

const defaultAppName = () =>
  (typeof document === 'undefined' ? '' : document.title) ||
  (typeof location === 'undefined' ? '' : location.host) ||
  'WalletKit'

/**
 * Creates the Polkadot adapter: browser extensions injected as `window.injectedWeb3` (polkadot.js, Talisman,
 * SubWallet, ...), each a connector with its own connect (`enable` and `accounts.get`), account changes
 * (`accounts.subscribe`), network switch and tracked requests (polkadot_signMessage through `signRaw`,
 * polkadot_signTransaction through `signPayload`). Accounts are `eoa`. The wallet gives no balances: the kit reads
 * them through the blockchain API (where `networkSupport.balance` lists polkadot), and shows none otherwise. More
 * connectors (WalletConnect) join with `addConnector`. Nothing runs until it is used. Import it from
 * `walletkit/polkadot`, so a host without Polkadot pays nothing for it.
 * @example
 * import { createPolkadotAdapter } from 'walletkit/polkadot'
 * const kit = createWalletKit(options, { adapters: [createEip155Adapter(), createPolkadotAdapter()] })
 */
export function createPolkadotAdapter(parameters: CreatePolkadotAdapterParameters = {}): PolkadotAdapter {
  const appName = () => parameters.appName ?? defaultAppName()
  return createNamespaceAdapter({
    namespace: 'polkadot',
    sources: [createPolkadotDiscovery(appName, parameters.names)],
    ...(parameters.pending ? { overrides: { pending: parameters.pending } } : {}),
  }) as PolkadotAdapter
}

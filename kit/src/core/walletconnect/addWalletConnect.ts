import type { ChainAdapter } from '../../chains/ChainAdapter.js'
import { createNamespaceAdapter, type NamespaceAdapter } from '../../chains/createNamespaceAdapter.js'
import { readEip155RpcBalance } from '../../chains/eip155/createEip155Adapter.js'
import {
  type CreateWalletConnectConnectionParameters,
  createWalletConnectConnection,
  type WalletConnectConnection,
} from '../../chains/walletconnect/createWalletConnectConnection.js'
import { walletConnectConnector } from '../../chains/walletconnect/walletConnectConnector.js'
import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { setWalletConnectState } from './setWalletConnectState.js'

export type AddWalletConnectParameters = Pick<
  CreateWalletConnectConnectionParameters,
  'createCore' | 'pairingExpiry' | 'loadProvider' | 'storage'
> & {
  /** WalletConnect's telemetry; follows the host's analytics feature unless given. */
  telemetryEnabled?: boolean | undefined
}

/**
 * Adds WalletConnect to a kit: one client (loaded on first use) for every namespace of the configured networks,
 * whose connector joins each namespace's adapter beside its browser wallets (a namespace without an adapter gets one
 * with only WalletConnect: spec 2 "no adapters"). The pairing on offer and the peer live in the kit's
 * `walletConnect` slice. The relay is `options.services.relayUrl`. Call it after `createWalletKit`; a kit already
 * started shows the new connectors at once. Returns the connection.
 * @example const kit = createWalletKit(options, { adapters: [createEip155Adapter()] }); addWalletConnect(kit)
 */
export function addWalletConnect(
  kit: WalletKit,
  parameters: AddWalletConnectParameters = {},
): WalletConnectConnection {
  const { options } = kit
  const connection = createWalletConnectConnection({
    ...parameters,
    projectId: options.projectId,
    relayUrl: options.services.relayUrl,
    metadata: options.metadata,
    networks: options.networks,
    telemetryEnabled: parameters.telemetryEnabled ?? options.features.analytics,
    storagePrefix: options.storagePrefix,
    timers: kit.timers,
    onStateChange: (patch) => setWalletConnectState(kit, patch),
  })
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))] as Namespace[]
  for (const namespace of namespaces) {
    const adapter = kit.adapters.get(namespace)
    if (!adapter) {
      kit.adapters.set(namespace, basicAdapter(namespace, connection))
      continue
    }
    if (!isNamespaceAdapter(adapter)) {
      kit.logger.warn(`The ${namespace} adapter takes no connectors; WalletConnect is not offered for it`)
      continue
    }
    adapter.addConnector(walletConnectConnector(connection))
  }
  return connection
}

/** The adapter of a namespace the host configured networks for but no adapter: WalletConnect only. */
function basicAdapter(namespace: Namespace, connection: WalletConnectConnection): NamespaceAdapter {
  return createNamespaceAdapter({
    namespace,
    basic: true,
    connectors: [walletConnectConnector(connection)],
    ...(namespace === 'eip155' ? { readBalance: readEip155RpcBalance } : {}),
  })
}

const isNamespaceAdapter = (adapter: ChainAdapter): adapter is NamespaceAdapter =>
  typeof (adapter as Partial<NamespaceAdapter>).addConnector === 'function'

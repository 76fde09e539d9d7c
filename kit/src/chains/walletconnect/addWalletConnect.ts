import type { Namespace } from '../../config/index.js'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import type { WalletKit } from '../../core/WalletKit.js'
import {
  type CreateWalletConnectConnectionParameters,
  createWalletConnectConnection,
  type WalletConnectConnection,
} from './createWalletConnectConnection.js'
import { withWalletConnect } from './withWalletConnect.js'

export type AddWalletConnectParameters = Pick<
  CreateWalletConnectConnectionParameters,
  'createCore' | 'pairingExpiry' | 'loadProvider' | 'storage'
> & {
  /** WalletConnect's telemetry; follows the host's analytics feature unless given. */
  telemetryEnabled?: boolean | undefined
}

/**
 * Adds WalletConnect to a kit: one client (loaded on first use) for every namespace of the configured networks,
 * each namespace's adapter gaining the WalletConnect connector beside its browser wallets (or getting one that has
 * only it). The relay is `options.services.relayUrl`. Call it after `createWalletKit`; a kit already started
 * follows the new adapters at once. Returns the connection.
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
  })
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))] as Namespace[]
  for (const namespace of namespaces) {
    const inner = kit.adapters.get(namespace)
    const stopFollowingInner = inner ? kit.following.get(inner) : undefined
    stopFollowingInner?.()
    const adapter = withWalletConnect({ namespace, inner, connection, kit })
    kit.adapters.set(namespace, adapter)
    if (stopFollowingInner) registerAdapter(kit, adapter)
  }
  return connection
}

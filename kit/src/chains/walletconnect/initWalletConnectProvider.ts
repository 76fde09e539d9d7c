import type { Emitter } from '../../utils/createEmitter.js'
import { peerOf } from './peerOf.js'
import { loadUniversalProvider, type WalletConnectProvider } from './WalletConnectProvider.js'
import type { CreateWalletConnectConnectionParameters } from './WalletConnectSettings.js'
import type { WalletConnectEventMap, WalletConnectState } from './WalletConnectState.js'

export type InitWalletConnectProviderParameters = {
  settings: CreateWalletConnectConnectionParameters
  emitter: Emitter<WalletConnectEventMap>
  /** Called with each pairing URI the provider offers. */
  onUri(uri: string): void
  onPeer(peer: WalletConnectState['peer']): void
}

/**
 * Loads UniversalProvider and makes the client: every configured network's namespace is asked for later, telemetry
 * as given, provider pings off; the session's events go to `emitter`, pairing URIs to `onUri`, the peer to `onPeer`.
 * @example const provider = await initWalletConnectProvider({ settings, emitter, onUri, onPeer })
 */
export async function initWalletConnectProvider({
  settings,
  emitter,
  onUri,
  onPeer,
}: InitWalletConnectProviderParameters): Promise<WalletConnectProvider> {
  const UniversalProvider = await (settings.loadProvider ?? loadUniversalProvider)()
  const common = {
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    telemetryEnabled: settings.telemetryEnabled,
    logger: 'error',
    customStoragePrefix: settings.storagePrefix,
  }
  const core = await settings.createCore?.(common)
  const provider = await UniversalProvider.init({
    ...common,
    ...(core ? { core } : {}),
    ...(settings.storage ? { storage: settings.storage } : {}),
    disableProviderPing: true,
    metadata: metadataFor(settings.metadata),
  })
  provider.on('display_uri', onUri)
  const ended = () => {
    onPeer(undefined)
    emitter.emit('disconnect', undefined)
  }
  provider.on('session_delete', ended)
  provider.on('disconnect', ended)
  provider.on('session_event', (payload: unknown) => forwardSessionEvent(emitter, payload))
  onPeer(peerOf(provider.session))
  return provider
}

function forwardSessionEvent(emitter: Emitter<WalletConnectEventMap>, payload: unknown): void {
  const { event, chainId } =
    (payload as { params?: { event?: { name?: string; data?: unknown }; chainId?: string } }).params ?? {}
  const [namespace, reference] = (chainId ?? '').split(':') as [string, string | undefined]
  if (event?.name === 'chainChanged' && reference !== undefined)
    emitter.emit('chainChanged', {
      namespace,
      chainId: namespace === 'eip155' ? Number(event.data ?? reference) : reference,
    })
  if (event?.name === 'accountsChanged' && Array.isArray(event.data))
    emitter.emit('accountsChanged', {
      namespace,
      accounts: event.data.map((account) => String(account).split(':').pop() ?? ''),
    })
}

/** The page's metadata for the wallet: the host's, with the page origin when the host gave no URL. */
function metadataFor(metadata: CreateWalletConnectConnectionParameters['metadata']) {
  const url = metadata.url || (typeof window === 'undefined' ? '' : window.location.origin)
  return { ...metadata, url }
}

import { type Namespace, TIMINGS } from '../../config/index.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createEmitter, type Emitter } from '../../utils/createEmitter.js'
import type { ConnectResult } from '../ChainAdapter.js'
import { buildWalletConnectNamespaces } from './buildWalletConnectNamespaces.js'
import { createWalletConnectPairing } from './createWalletConnectPairing.js'
import { initWalletConnectProvider } from './initWalletConnectProvider.js'
import { resultFromSession } from './resultFromSession.js'
import { toWalletConnectError } from './toWalletConnectError.js'
import type { WalletConnectProvider, WalletConnectSession } from './WalletConnectProvider.js'
import type { CreateWalletConnectConnectionParameters } from './WalletConnectSettings.js'
import type { WalletConnectEventMap, WalletConnectState } from './WalletConnectState.js'

export type {
  CreateWalletConnectConnectionParameters,
  WalletConnectCoreOptions,
} from './WalletConnectSettings.js'

/** One WalletConnect client of a kit, shared by the WalletConnect connectors of every namespace. */
export type WalletConnectConnection = {
  /** Offers a pairing (a fresh URI whenever the last one nears expiry) and resolves once the wallet approves. */
  connect(): Promise<WalletConnectSession>
  /** Stops offering a pairing: a pending `connect` rejects as declined. */
  cancel(): void
  /** The session kept from before a reload, or undefined. */
  restore(): Promise<WalletConnectSession | undefined>
  disconnect(): Promise<void>
  request(request: { method: string; params?: unknown }, chain: string): Promise<unknown>
  /** The namespace's account in the session, preferring `caipNetworkId`; undefined when it has none. */
  resultFor(namespace: Namespace, caipNetworkId?: string | undefined): ConnectResult | undefined
  /** Makes `chain` the provider's default for requests without one. */
  setDefaultChain(chain: string): void
  /** The session's events: disconnect, and each namespace's accounts and chain. */
  on: Emitter<WalletConnectEventMap>['on']
  destroy(): void
}

/**
 * Creates the kit's WalletConnect client on @walletconnect/universal-provider, which loads on first use (not at
 * start-up). Sessions ask for every configured network (optional namespaces, each network's RPC), telemetry follows
 * analytics, provider pings are off. A pairing left to expire is replaced by a fresh URI without the visitor asking
 * (spec 4, 9: expired with 10 s or less left).
 * @example const connection = createWalletConnectConnection({ projectId, relayUrl, metadata, networks, telemetryEnabled: false, storagePrefix, timers })
 */
export function createWalletConnectConnection(
  parameters: CreateWalletConnectConnectionParameters,
): WalletConnectConnection {
  const emitter = createEmitter<WalletConnectEventMap>()
  const report = (patch: Partial<WalletConnectState>) => parameters.onStateChange?.(patch)
  const pairing = createWalletConnectPairing({
    timers: parameters.timers,
    pairingExpiry: parameters.pairingExpiry ?? TIMINGS.pairingExpiry,
    namespaces: buildWalletConnectNamespaces(parameters.networks),
    report,
  })
  const held = lazyProvider(() =>
    initWalletConnectProvider({
      settings: parameters,
      emitter,
      onUri: pairing.onUri,
      onPeer: (peer) => report({ peer }),
    }),
  )
  const init = held.get

  return {
    async connect() {
      const provider = await init()
      if (provider.session) return provider.session
      pairing.reject(new UserRejectedRequestError({ details: 'A new pairing replaced this one' }))
      return pairing.offer(provider)
    },
    cancel() {
      pairing.reject(new UserRejectedRequestError({ details: 'The visitor left the pairing' }))
    },
    restore: async () => (await init()).session,
    async disconnect() {
      const provider = await held.promise()
      if (!provider?.session) return
      try {
        await provider.disconnect()
      } finally {
        report({ peer: undefined })
      }
    },
    async request(request, chain) {
      const provider = await init()
      try {
        return await provider.request({ method: request.method, params: request.params as never }, chain)
      } catch (error) {
        throw toWalletConnectError(error)
      }
    },
    resultFor: (namespace, caipNetworkId) =>
      resultFromSession(held.loaded?.session, namespace, caipNetworkId),
    setDefaultChain: (chain) => held.loaded?.setDefaultChain(chain),
    on: emitter.on,
    destroy() {
      pairing.destroy()
      emitter.clear()
    },
  }
}

/** The provider, made on first use (again after a failed attempt); `loaded` once it is there. */
function lazyProvider(make: () => Promise<WalletConnectProvider>) {
  const held: { promise?: Promise<WalletConnectProvider> | undefined; loaded?: WalletConnectProvider } = {}
  return {
    get loaded() {
      return held.loaded
    },
    promise: () => held.promise,
    get(): Promise<WalletConnectProvider> {
      held.promise ??= make().then((provider) => {
        held.loaded = provider
        return provider
      })
      held.promise.catch(() => {
        held.promise = undefined
      })
      return held.promise
    },
  }
}

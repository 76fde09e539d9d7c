import { createStore, type StoreApi } from 'zustand/vanilla'
import { type CaipNetwork, type Namespace, TIMINGS } from '../../config/index.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { Timers } from '../../utils/createTimers.js'
import type { ConnectResult } from '../ChainAdapter.js'
import { buildWalletConnectNamespaces } from './buildWalletConnectNamespaces.js'
import { isPairingExpired } from './isPairingExpired.js'
import { toWalletConnectError } from './toWalletConnectError.js'
import {
  loadUniversalProvider,
  type WalletConnectProvider,
  type WalletConnectProviderClass,
  type WalletConnectSession,
} from './WalletConnectProvider.js'

/** What the views read: the pairing on offer and the session's peer. */
export type WalletConnectState = {
  /** The `wc:` URI of the pairing on offer, for the QR code and deep links; undefined when none is. */
  uri: string | undefined
  /** When that pairing expires (ms since the epoch, spec 9: 4 min). */
  expiry: number | undefined
  /** The connected wallet's name and icon, from the session. */
  peer: { name: string; icon: string | undefined } | undefined
}

/** What the WalletConnect session tells the namespace adapters. */
export type WalletConnectEvent =
  | { type: 'disconnect' }
  | { type: 'accountsChanged'; namespace: Namespace; accounts: string[] }
  | { type: 'chainChanged'; namespace: Namespace; chainId: number | string }

/** Options a Core is made with, for `createCore`. */
export type WalletConnectCoreOptions = {
  projectId: string
  relayUrl: string
  customStoragePrefix: string
  telemetryEnabled: boolean
  logger: string
}

export type CreateWalletConnectConnectionParameters = {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  networks: readonly CaipNetwork[]
  /** Off unless the host's analytics feature is on. */
  telemetryEnabled: boolean
  storagePrefix: string
  timers: Timers
  /**
   * Makes the WalletConnect Core the provider uses. The sandbox passes one whose Verify client answers locally;
   * left out (the default), the provider makes its own and Verify works as in production.
   */
  createCore?: ((options: WalletConnectCoreOptions) => unknown) | undefined
  /** How long a pairing is offered before a fresh URI replaces it; spec 9's 4 minutes unless given (sandbox). */
  pairingExpiry?: number | undefined
  /** Loads the UniversalProvider class; the pinned package by default, loaded on first use. */
  loadProvider?: (() => Promise<WalletConnectProviderClass>) | undefined
  /** Storage for the provider (Node tests); the browser's by default. */
  storage?: unknown
}

/** One WalletConnect client of a kit, shared by every namespace adapter. */
export type WalletConnectConnection = {
  state: StoreApi<WalletConnectState>
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
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
  destroy(): void
}

const PAIRING_TIMER = 'walletconnect:pairing'

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
  const state = createStore<WalletConnectState>(() => ({
    uri: undefined,
    expiry: undefined,
    peer: undefined,
  }))
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  const pairingExpiry = parameters.pairingExpiry ?? TIMINGS.pairingExpiry
  let providerPromise: Promise<WalletConnectProvider> | undefined
  let loaded: WalletConnectProvider | undefined
  let attempt = 0
  let pending: { reject(error: unknown): void; retry(): void } | undefined

  const setPeer = (session: WalletConnectSession | undefined) =>
    state.setState({
      peer: session ? { name: session.peer.metadata.name, icon: session.peer.metadata.icons[0] } : undefined,
    })

  const init = () => {
    providerPromise ??= (async () => {
      const UniversalProvider = await (parameters.loadProvider ?? loadUniversalProvider)()
      const customStoragePrefix = parameters.storagePrefix
      const common = {
        projectId: parameters.projectId,
        relayUrl: parameters.relayUrl,
        telemetryEnabled: parameters.telemetryEnabled,
        logger: 'error',
        customStoragePrefix,
      }
      const core = await parameters.createCore?.(common)
      const provider = await UniversalProvider.init({
        ...common,
        ...(core ? { core } : {}),
        ...(parameters.storage ? { storage: parameters.storage } : {}),
        disableProviderPing: true,
        metadata: metadataFor(parameters.metadata),
      })
      provider.on('display_uri', (uri: string) => {
        const expiry = Date.now() + pairingExpiry
        state.setState({ uri, expiry })
        // Renew just before the 10 s margin of spec 5 is reached.
        parameters.timers.set(
          PAIRING_TIMER,
          () => {
            if (isPairingExpired(state.getState().expiry)) pending?.retry()
          },
          Math.max(0, pairingExpiry - TIMINGS.pairingExpiryMargin),
        )
      })
      const ended = () => {
        setPeer(undefined)
        emit({ type: 'disconnect' })
      }
      provider.on('session_delete', ended)
      provider.on('disconnect', ended)
      provider.on('session_event', (payload: unknown) => {
        const { event, chainId } =
          (payload as { params?: { event?: { name?: string; data?: unknown }; chainId?: string } }).params ??
          {}
        const [namespace, reference] = (chainId ?? '').split(':') as [Namespace, string | undefined]
        if (event?.name === 'chainChanged' && reference !== undefined)
          emit({
            type: 'chainChanged',
            namespace,
            chainId: namespace === 'eip155' ? Number(event.data ?? reference) : reference,
          })
        if (event?.name === 'accountsChanged' && Array.isArray(event.data))
          emit({
            type: 'accountsChanged',
            namespace,
            accounts: event.data.map((account) => String(account).split(':').pop() ?? ''),
          })
      })
      setPeer(provider.session)
      loaded = provider
      return provider
    })()
    providerPromise.catch(() => {
      providerPromise = undefined
    })
    return providerPromise
  }

  const stopPairing = () => {
    parameters.timers.clear(PAIRING_TIMER)
    state.setState({ uri: undefined, expiry: undefined })
    pending = undefined
  }

  const namespaces = buildWalletConnectNamespaces(parameters.networks)

  return {
    state,

    async connect() {
      const provider = await init()
      if (provider.session) return provider.session
      pending?.reject(new UserRejectedRequestError({ details: 'A new pairing replaced this one' }))
      return new Promise<WalletConnectSession>((resolve, reject) => {
        const offer = () => {
          const mine = ++attempt
          provider.connect({ optionalNamespaces: namespaces }).then(
            (session) => {
              if (mine !== attempt || !session) return
              stopPairing()
              setPeer(session)
              resolve(session)
            },
            (error: unknown) => {
              if (mine !== attempt) return
              stopPairing()
              reject(toWalletConnectError(error))
            },
          )
        }
        pending = {
          reject(error) {
            attempt++
            stopPairing()
            reject(error)
          },
          retry: offer,
        }
        offer()
      })
    },

    cancel() {
      pending?.reject(new UserRejectedRequestError({ details: 'The visitor left the pairing' }))
    },

    async restore() {
      const provider = await init()
      return provider.session
    },

    async disconnect() {
      const provider = await providerPromise
      if (!provider?.session) return
      try {
        await provider.disconnect()
      } finally {
        setPeer(undefined)
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

    resultFor(namespace, caipNetworkId) {
      return resultFromSession(loaded?.session, namespace, caipNetworkId)
    },

    setDefaultChain(chain) {
      loaded?.setDefaultChain(chain)
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      pending = undefined
      attempt++
      parameters.timers.clear(PAIRING_TIMER)
      listeners.clear()
    },
  }
}

/** The page's metadata for the wallet: the host's, with the page origin when the host gave no URL. */
function metadataFor(metadata: CreateWalletConnectConnectionParameters['metadata']) {
  const url = metadata.url || (typeof window === 'undefined' ? '' : window.location.origin)
  return { ...metadata, url }
}

/**
 * A namespace's account in a session: the address on `caipNetworkId` when the session has it, else on the first
 * chain listed; undefined when the session grants the namespace nothing.
 */
function resultFromSession(
  session: WalletConnectSession | undefined,
  namespace: Namespace,
  caipNetworkId: string | undefined,
): ConnectResult | undefined {
  const accounts = (session?.namespaces[namespace]?.accounts ?? []).map((account) => {
    const [space, reference, address] = account.split(':')
    return { chain: `${space}:${reference}`, reference: reference ?? '', address: address ?? '' }
  })
  const chosen = accounts.find((account) => account.chain === caipNetworkId) ?? accounts[0]
  if (!chosen) return undefined
  return {
    address: chosen.address,
    chainId: namespace === 'eip155' ? Number(chosen.reference) : chosen.reference,
    accounts: [
      ...new Set(
        accounts.filter((account) => account.chain === chosen.chain).map((account) => account.address),
      ),
    ],
  }
}

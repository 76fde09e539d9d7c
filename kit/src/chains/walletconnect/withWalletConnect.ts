import type { Namespace } from '../../config/index.js'
import { setConnectedAccount } from '../../core/connection/setConnectedAccount.js'
import type { WalletKit } from '../../core/WalletKit.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { ChainAdapter, ChainAdapterContext, ChainAdapterRequest, Connector } from '../ChainAdapter.js'
import { createAdapterEvents } from '../createAdapterEvents.js'
import type { Eip1193Provider } from '../eip155/Eip1193Provider.js'
import { isSafeRpcMethod } from '../port/isSafeRpcMethod.js'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'
import { walletConnectConnector } from './walletConnectConnector.js'

export type WithWalletConnectParameters = {
  namespace: Namespace
  /** The namespace's own adapter (browser wallets), when the host gave one. */
  inner: ChainAdapter | undefined
  connection: WalletConnectConnection
  kit: WalletKit
}

/**
 * One namespace's adapter with WalletConnect beside the host's own: the WalletConnect connector joins the inner
 * adapter's connectors, and while the namespace is connected through it, requests, network switches and the
 * wallet's events go through the session; everything else goes to the inner adapter.
 * @example kit.adapters.set('eip155', withWalletConnect({ namespace: 'eip155', inner, connection, kit }))
 */
export function withWalletConnect({
  namespace,
  inner,
  connection,
  kit,
}: WithWalletConnectParameters): ChainAdapter {
  const events = createAdapterEvents()
  const connector = walletConnectConnector(namespace, connection)
  let active = false
  let attached: ChainAdapterContext | undefined

  /** The chain requests go to: the namespace's active network, else the session's first chain. */
  const caipChain = () => {
    const network = kit.store.getState().networks[namespace]?.caipNetwork
    if (network) return network.caipNetworkId
    const granted = connection.resultFor(namespace)
    return granted ? `${namespace}:${granted.chainId}` : namespace
  }
  const eip1193: Eip1193Provider = {
    request: ({ method, params }: { method: string; params?: unknown }) =>
      connection.request({ method, params }, caipChain()),
    on: () => undefined,
    removeListener: () => undefined,
  } as unknown as Eip1193Provider

  const stopFollowing = connection.subscribe((event) => {
    if (!active) return
    if (event.type === 'disconnect') {
      active = false
      events.emit('disconnect', { connectorId: connector.id })
    } else if (event.namespace === namespace) {
      if (event.type === 'chainChanged') events.emit('chainChanged', { chainId: event.chainId })
      else events.emit('accountsChanged', { accounts: event.accounts })
    }
  })

  const isWalletConnect = (candidate: Connector | undefined) => candidate?.type === 'WALLET_CONNECT'

  /** The session also granted other namespaces: connect those too (one session serves them all, spec 4). */
  const connectSiblings = () => {
    for (const [other, adapter] of kit.adapters) {
      if (other === namespace || kit.store.getState().connection.status[other] === 'connected') continue
      const result = connection.resultFor(
        other,
        kit.store.getState().networks[other]?.caipNetwork?.caipNetworkId,
      )
      const sibling = adapter.connectors().find((candidate) => candidate.type === 'WALLET_CONNECT')
      if (!result || !sibling) continue
      ;(adapter as { markWalletConnect?: () => void }).markWalletConnect?.()
      setConnectedAccount(kit, { connector: sibling, result })
    }
  }

  const adapter: ChainAdapter & { markWalletConnect(): void } = {
    namespace,
    basic: inner === undefined,
    markWalletConnect() {
      active = true
    },
    start: () => inner?.start?.(),
    connectors: () => [...(inner?.connectors() ?? []), connector],
    on(event, listener) {
      const stops = [events.on(event, listener), inner?.on?.(event, listener)]
      return () => {
        for (const stop of stops) stop?.()
      }
    },

    async connect(parameters) {
      if (!isWalletConnect(parameters.connector)) {
        if (!inner)
          throw new ConnectionClientNotSetError({
            details: `No ${namespace} adapter for ${parameters.connector.name}`,
          })
        active = false
        return inner.connect(parameters)
      }
      await connection.connect()
      const result = connection.resultFor(namespace, parameters.network.caipNetworkId)
      if (!result) throw new UnknownError({ details: `The wallet shared no ${namespace} account` })
      active = true
      connection.setDefaultChain(`${namespace}:${result.chainId}`)
      queueMicrotask(connectSiblings)
      return result
    },

    async reconnect(parameters) {
      if (!isWalletConnect(parameters.connector)) return inner?.reconnect?.(parameters)
      const session = await connection.restore()
      const result = session ? connection.resultFor(namespace, parameters.network?.caipNetworkId) : undefined
      active = result !== undefined
      if (result) connection.setDefaultChain(`${namespace}:${result.chainId}`)
      return result
    },

    async disconnect(parameters) {
      if (active || isWalletConnect(parameters.connector)) {
        active = false
        await connection.disconnect()
        return
      }
      await inner?.disconnect(parameters)
    },

    async switchNetwork({ network }) {
      if (!active) {
        if (!inner) throw new ConnectionClientNotSetError({ details: `No ${namespace} wallet is connected` })
        return inner.switchNetwork({ network })
      }
      const granted = connection.resultFor(namespace, network.caipNetworkId)
      const onChain = granted && `${namespace}:${granted.chainId}` === network.caipNetworkId
      if (!onChain && namespace === 'eip155')
        await connection.request(
          {
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
          },
          caipChain(),
        )
      connection.setDefaultChain(network.caipNetworkId)
    },

    async getBalance(parameters) {
      if (inner?.getBalance) return inner.getBalance(parameters)
      if (namespace !== 'eip155') throw new UnknownError({ details: `No balance reader for ${namespace}` })
      const { readEip155Balance } = await import('../eip155/readEip155Balance.js')
      return readEip155Balance({ ...parameters, rpc: attached?.rpc })
    },

    request(request: ChainAdapterRequest) {
      if (!active) {
        if (inner?.request) return inner.request(request)
        return Promise.reject(
          new ConnectionClientNotSetError({ details: `No ${namespace} wallet is connected` }),
        )
      }
      const send = async (signal?: AbortSignal) => {
        if (namespace !== 'eip155') return connection.request(request, caipChain())
        const { sendEip155Request } = await import('../eip155/sendEip155Request.js')
        return sendEip155Request({ provider: eip1193, request, signal })
      }
      const pending = attached?.pending
      return pending && !isSafeRpcMethod(request.method) ? pending.track(request.method, send) : send()
    },

    getProvider: () => (active ? (namespace === 'eip155' ? eip1193 : connection) : inner?.getProvider?.()),

    attach(context) {
      attached = context
      inner?.attach?.(context)
    },

    destroy() {
      stopFollowing()
      connection.destroy()
      events.clear()
      inner?.destroy?.()
    },
  }
  return adapter
}

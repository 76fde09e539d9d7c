import type { CaipNetwork } from '../../config/index.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { ChainAdapterRequest, ConnectResult } from '../ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector, CreateConnector } from '../ChainAdapterPort.js'
import type { Eip1193Provider } from '../eip155/Eip1193Provider.js'
import { isSafeRpcMethod } from '../port/isSafeRpcMethod.js'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'
import { followWalletConnectSession } from './followWalletConnectSession.js'

/** WalletConnect's logo: two blue arcs on white, drawn inline so the entry needs no request. */
const WALLET_CONNECT_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b99fc"/><path d="M12.3 15.2c4.3-4.2 11.2-4.2 15.4 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7c-.1.1-.3.1-.4 0l-.7-.7c-3-2.9-7.8-2.9-10.8 0l-.8.7c-.1.1-.3.1-.4 0l-1.8-1.7c-.2-.2-.2-.6 0-.8l.8-.5zm19 3.5 1.6 1.6c.2.2.2.6 0 .8l-7.2 7c-.2.2-.6.2-.8 0L20 23.1h-.1l-5.1 5c-.2.2-.6.2-.8 0l-7.2-7c-.2-.2-.2-.6 0-.8l1.6-1.6c.2-.2.6-.2.8 0l5.1 5h.1l5.1-5c.2-.2.6-.2.8 0l5.1 5h.1l5.1-5c.2-.2.5-.2.7 0z" fill="#fff"/></svg>',
)}`

/** The id every WalletConnect connector has, in every namespace (stored across reloads). */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * The WalletConnect connector of one namespace, over the kit's shared connection: connecting offers a pairing (one
 * session serves every namespace it grants), reconnecting restores the kept session, requests and network switches
 * go through the session on the namespace's chain, and the session's events reach the core while it is active.
 * @example adapter.addConnector(walletConnectConnector(connection))
 */
export function walletConnectConnector(connection: WalletConnectConnection): CreateConnector {
  return (port) => {
    const { namespace } = port
    const at: { chain?: string | undefined } = {}
    const chain = () => at.chain ?? port.networks[0]?.caipNetworkId ?? namespace
    const use = (result: ConnectResult | undefined) => {
      if (!result) return result
      at.chain = `${namespace}:${result.chainId}`
      connection.setDefaultChain(at.chain)
      return result
    }
    const eip1193 = {
      request: ({ method, params }: ChainAdapterRequest) => connection.request({ method, params }, chain()),
      on: () => undefined,
      removeListener: () => undefined,
    } as unknown as Eip1193Provider
    const stop = followWalletConnectSession(connection, port, (chainId) => {
      at.chain = `${namespace}:${chainId}`
    })
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: namespace,
      imageUrl: WALLET_CONNECT_ICON,
      async connect({ network }) {
        await connection.connect()
        const result = use(connection.resultFor(namespace, network.caipNetworkId))
        if (!result) throw new UnknownError({ details: `The wallet shared no ${namespace} account` })
        return result
      },
      async reconnect({ network }) {
        const session = await connection.restore()
        return use(session ? connection.resultFor(namespace, network?.caipNetworkId) : undefined)
      },
      disconnect: () => connection.disconnect(),
      async switchNetwork({ network }) {
        await switchThroughSession(connection, port, chain(), network)
        at.chain = network.caipNetworkId
      },
      request: (request) => requestThroughSession(connection, port, eip1193, request, chain()),
      getProvider: () => (namespace === 'eip155' ? eip1193 : connection),
      cancel: () => connection.cancel(),
      destroy() {
        stop()
        connection.destroy()
      },
    } satisfies ChainConnector
  }
}

async function switchThroughSession(
  connection: WalletConnectConnection,
  port: ChainAdapterPort,
  chain: string,
  network: CaipNetwork,
): Promise<void> {
  const granted = connection.resultFor(port.namespace, network.caipNetworkId)
  const onChain = granted && `${port.namespace}:${granted.chainId}` === network.caipNetworkId
  if (!onChain && port.namespace === 'eip155')
    await connection.request(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] },
      chain,
    )
  connection.setDefaultChain(network.caipNetworkId)
}

function requestThroughSession(
  connection: WalletConnectConnection,
  port: ChainAdapterPort,
  eip1193: Eip1193Provider,
  request: ChainAdapterRequest,
  chain: string,
): Promise<unknown> {
  const send = async (signal?: AbortSignal) => {
    if (port.namespace !== 'eip155') return connection.request(request, chain)
    const { sendEip155Request } = await import('../eip155/sendEip155Request.js')
    return sendEip155Request({ provider: eip1193, request, signal })
  }
  return isSafeRpcMethod(request.method) ? send() : port.pending.track(request.method, send)
}

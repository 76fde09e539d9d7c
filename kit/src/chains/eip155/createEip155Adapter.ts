import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { NetworkClientNotSetError } from '../../errors/NetworkClientNotSetError.js'
import { toWalletError } from '../../errors/toWalletError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type {
  ChainAdapter,
  ChainAdapterContext,
  Connector,
  ConnectResult,
  RpcSettings,
} from '../ChainAdapter.js'
import { createAdapterEvents } from '../createAdapterEvents.js'
import type { PendingRequests } from '../port/createPendingRequests.js'
import { isSafeRpcMethod } from '../port/isSafeRpcMethod.js'
import { createEip155Discovery, type Eip155Discovery } from './createEip155Discovery.js'
import { type Eip1193Provider, isEip1193Provider } from './Eip1193Provider.js'
import { parseEip155Accounts } from './parseEip155Accounts.js'
import { parseEip155ChainId } from './parseEip155ChainId.js'
import { switchEip155Chain } from './switchEip155Chain.js'
import { watchEip1193Provider } from './watchEip1193Provider.js'

export type CreateEip155AdapterParameters = {
  /** Where balance reads go when the wallet is not on the network; defaults to what the kit attaches. */
  rpc?: RpcSettings | undefined
  /** The registry wallet requests are tracked in; defaults to the kit's (`kit.rpc.pending`). */
  pending?: PendingRequests | undefined
}

/** The eip155 adapter: a ChainAdapter whose provider is EIP-1193. */
export type Eip155Adapter = Omit<ChainAdapter, 'namespace' | 'getProvider'> & {
  namespace: 'eip155'
  getProvider(): Eip1193Provider | undefined
}

/** The wallet the adapter is connected to. */
type Session = { connector: Connector; provider: Eip1193Provider; chainId: number; stop: () => void }

/**
 * Creates the EVM adapter: browser wallets announced over EIP-6963 and the injected provider, connect, disconnect,
 * network switching with add-chain, the wallet's events, balance reads and validated requests. Nothing runs until
 * it is used: discovery starts with `start()` or the first `connectors()`, and viem loads on the first balance read.
 * @example const kit = createWalletKit(options); registerAdapter(kit, createEip155Adapter())
 */
export function createEip155Adapter(parameters: CreateEip155AdapterParameters = {}): Eip155Adapter {
  const events = createAdapterEvents()
  let discovery: Eip155Discovery | undefined
  let attached: ChainAdapterContext | undefined
  let session: Session | undefined

  const start = (): Eip155Discovery | undefined => {
    if (typeof window === 'undefined') return undefined
    discovery ??= createEip155Discovery({
      onChange: (connectors) => events.emit('connectorsChanged', { connectors }),
    })
    return discovery
  }

  const end = (): Session | undefined => {
    const ended = session
    session = undefined
    ended?.stop()
    return ended
  }

  const begin = (connector: Connector, provider: Eip1193Provider, accounts: string[], chainId: number) => {
    end()
    const current: Session = {
      connector,
      provider,
      chainId,
      stop: watchEip1193Provider(provider, {
        accountsChanged(changed) {
          if (changed.length === 0) end()
          events.emit('accountsChanged', { accounts: changed })
        },
        chainChanged(changed) {
          current.chainId = changed
          events.emit('chainChanged', { chainId: changed })
        },
        disconnect() {
          end()
          events.emit('disconnect', { connectorId: connector.id })
        },
      }),
    }
    session = current
    return { address: accounts[0] as string, chainId, accounts } satisfies ConnectResult
  }

  const ask = async (provider: Eip1193Provider, method: string): Promise<unknown> => {
    try {
      return await provider.request({ method })
    } catch (error) {
      throw toWalletError(error)
    }
  }

  return {
    namespace: 'eip155',
    start() {
      start()
    },
    connectors: () => start()?.connectors() ?? [],
    on: events.on,

    async connect({ connector }) {
      const provider = providerOf(connector)
      const accounts = parseEip155Accounts(await ask(provider, 'eth_requestAccounts'))
      if (accounts.length === 0) throw new UnknownError({ details: `${connector.name} shared no account` })
      return begin(connector, provider, accounts, parseEip155ChainId(await ask(provider, 'eth_chainId')))
    },

    async reconnect({ connector }) {
      const provider = providerOf(connector)
      const accounts = parseEip155Accounts(await ask(provider, 'eth_accounts'))
      if (accounts.length === 0) return undefined
      return begin(connector, provider, accounts, parseEip155ChainId(await ask(provider, 'eth_chainId')))
    },

    async disconnect({ connector }) {
      const provider =
        end()?.provider ?? (isEip1193Provider(connector?.provider) ? connector.provider : undefined)
      // Not every wallet can revoke (EIP-2255); the kit forgets the connection either way.
      await provider
        ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },

    async switchNetwork({ network }) {
      if (!session) throw new NetworkClientNotSetError({ details: 'No eip155 wallet is connected' })
      await switchEip155Chain(session.provider, network)
      session.chainId = Number(network.id)
    },

    async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
      const { readEip155Balance } = await import('./readEip155Balance.js')
      const provider = session?.chainId === Number(network.id) ? session.provider : undefined
      try {
        return await readEip155Balance({ address, network, provider, rpc: parameters.rpc ?? attached?.rpc })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    request(request) {
      if (!session)
        return Promise.reject(new ConnectionClientNotSetError({ details: 'No eip155 wallet is connected' }))
      const { provider } = session
      const send = async (signal?: AbortSignal) => {
        const { sendEip155Request } = await import('./sendEip155Request.js')
        return sendEip155Request({ provider, request, signal })
      }
      // Requests that need approval are tracked, so a disconnect can abort them; safe reads are never aborted.
      const pending = parameters.pending ?? attached?.pending
      return pending && !isSafeRpcMethod(request.method) ? pending.track(request.method, send) : send()
    },

    getProvider: () => session?.provider,

    attach(context) {
      attached = context
    },

    destroy() {
      end()
      discovery?.destroy()
      discovery = undefined
      events.clear()
    },
  }
}

function providerOf(connector: Connector): Eip1193Provider {
  if (isEip1193Provider(connector.provider)) return connector.provider
  throw new ConnectionClientNotSetError({ details: `${connector.name} has no EIP-1193 provider` })
}

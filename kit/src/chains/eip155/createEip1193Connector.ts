import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { NetworkClientNotSetError } from '../../errors/NetworkClientNotSetError.js'
import { toWalletError } from '../../errors/toWalletError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { ChainAdapterRequest, Connector, ConnectResult } from '../ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector } from '../ChainAdapterPort.js'
import { isSafeRpcMethod } from '../port/isSafeRpcMethod.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { parseEip155Accounts } from './parseEip155Accounts.js'
import { parseEip155ChainId } from './parseEip155ChainId.js'
import { switchEip155Chain } from './switchEip155Chain.js'
import { watchEip1193Provider } from './watchEip1193Provider.js'

/** The wallet's connection through this connector: the chain it is on, and how to stop following it. */
type Session = { chainId: number; stop: () => void }

/**
 * A browser wallet's connector (announced over EIP-6963, or the injected `window.ethereum`): connects with
 * eth_requestAccounts (eth_accounts to reconnect, without a prompt), follows the wallet's events, switches chains
 * (adding the chain when the wallet lacks it), reads balances through the wallet when it is on the network, and sends
 * the host's requests validated and, when they need approval, tracked so a disconnect can abort them.
 * @example const connector = createEip1193Connector(port, toInjectedConnector(), window.ethereum)
 */
export function createEip1193Connector(
  port: ChainAdapterPort,
  data: Connector,
  provider: Eip1193Provider,
): ChainConnector {
  const holder: { session?: Session | undefined } = {}
  const end = () => {
    const ended = holder.session
    holder.session = undefined
    ended?.stop()
  }
  const open = async (method: 'eth_requestAccounts' | 'eth_accounts') => {
    // A wallet may go away between sharing its accounts and answering eth_chainId, before the session follows its
    // events: heard meanwhile, that ends the connection attempt instead of leaving a session the wallet has left.
    let left = false
    const leave = () => {
      left = true
    }
    const stopListening = watchEip1193Provider(provider, {
      accountsChanged: (changed) => changed.length === 0 && leave(),
      chainChanged: () => undefined,
      disconnect: leave,
    })
    let accounts: string[]
    let chainId: number
    try {
      accounts = parseEip155Accounts(await ask(provider, method))
      if (accounts.length === 0) return undefined
      chainId = parseEip155ChainId(await ask(provider, 'eth_chainId'))
    } finally {
      stopListening()
    }
    if (left) return undefined
    end()
    holder.session = { chainId, stop: follow(port, data, provider, holder, end) }
    return { address: accounts[0] as string, chainId, accounts } satisfies ConnectResult
  }
  return {
    ...data,
    async connect() {
      const result = await open('eth_requestAccounts')
      if (!result)
        throw new UnknownError({ details: `${data.name} shared no account, or left while connecting` })
      return result
    },
    reconnect: () => open('eth_accounts'),
    async disconnect() {
      end()
      // Not every wallet can revoke (EIP-2255); the kit forgets the connection either way.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    async switchNetwork({ network }) {
      const { session } = holder
      if (!session) throw new NetworkClientNotSetError({ details: 'No eip155 wallet is connected' })
      await switchEip155Chain(provider, network)
      session.chainId = Number(network.id)
    },
    getBalance: (parameters) => readBalance(port, parameters, holder.session ? provider : undefined, holder),
    request(request) {
      if (!holder.session)
        return Promise.reject(new ConnectionClientNotSetError({ details: 'No eip155 wallet is connected' }))
      return sendTracked(port, provider, request)
    },
    getProvider: () => (holder.session ? provider : undefined),
    destroy: end,
  }
}

async function ask(provider: Eip1193Provider, method: string): Promise<unknown> {
  try {
    return await provider.request({ method })
  } catch (error) {
    throw toWalletError(error)
  }
}

/** Follows the wallet's events onto the port; the session ends when the wallet shares no account or disconnects. */
function follow(
  port: ChainAdapterPort,
  data: Connector,
  provider: Eip1193Provider,
  holder: { session?: Session | undefined },
  end: () => void,
): () => void {
  return watchEip1193Provider(provider, {
    accountsChanged(accounts) {
      if (accounts.length === 0) end()
      port.emitter.emit('accountsChanged', { accounts })
    },
    chainChanged(chainId) {
      if (holder.session) holder.session.chainId = chainId
      port.emitter.emit('chainChanged', { chainId })
    },
    disconnect() {
      end()
      port.emitter.emit('disconnect', { connectorId: data.id })
    },
  })
}

/** The balance through the wallet when it is on `network`, otherwise through the chain's RPC (viem loads here). */
async function readBalance(
  port: ChainAdapterPort,
  { address, network }: { address: string; network: CaipNetwork },
  provider: Eip1193Provider | undefined,
  holder: { session?: Session | undefined },
) {
  const { readEip155Balance } = await import('./readEip155Balance.js')
  const onChain = holder.session?.chainId === Number(network.id) ? provider : undefined
  try {
    return await readEip155Balance({ address, network, provider: onChain, rpc: port.rpc })
  } catch (error) {
    throw toWalletError(error)
  }
}

/**
 * Sends a host request to the wallet (sendEip155Request loads on first use). Requests that need approval are
 * tracked in the port's registry, so a disconnect can abort them; safe reads are never aborted.
 * @example await sendTracked(port, provider, { method: 'personal_sign', params })
 */
function sendTracked(
  port: ChainAdapterPort,
  provider: Eip1193Provider,
  request: ChainAdapterRequest,
): Promise<unknown> {
  const send = async (signal?: AbortSignal) => {
    const { sendEip155Request } = await import('./sendEip155Request.js')
    return sendEip155Request({ provider, request, signal })
  }
  return isSafeRpcMethod(request.method) ? send() : port.pending.track(request.method, send)
}

import type { WalletAccount } from '@wallet-standard/base'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { NetworkClientNotSetError } from '../../errors/NetworkClientNotSetError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { ChainAdapterRequest, Connector, ConnectResult } from '../ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector } from '../ChainAdapterPort.js'
import type { SolanaSession } from './SolanaSession.js'
import type { SolanaStandardWallet } from './SolanaStandardWallet.js'
import { solanaAccountsOf } from './solanaAccountsOf.js'
import { SOLANA_CLUSTER_REFERENCES, toSolanaWalletChain } from './toSolanaWalletChain.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'

type Holder = { session?: SolanaSession | undefined }

const NO_WALLET = 'No solana wallet is connected'

/**
 * A Solana wallet's connector over the Wallet Standard: connects with `standard:connect` (silently to reconnect),
 * follows `standard:events` (another account, or none: the wallet disconnected), switches between the configured
 * Solana networks on the kit's side (wallets sign for any cluster; the chain goes with each request), and sends the
 * host's requests validated and tracked so a disconnect can abort them. Its provider is the wallet itself.
 * @example const connector = createSolanaStandardConnector(port, toStandardConnector(wallet), wallet)
 */
export function createSolanaStandardConnector(
  port: ChainAdapterPort,
  data: Connector,
  wallet: SolanaStandardWallet,
): ChainConnector {
  const holder: Holder = {}
  const end = () => {
    const ended = holder.session
    holder.session = undefined
    ended?.stop()
  }
  const open = async (silent: boolean, network: CaipNetwork | undefined) => {
    const connect = wallet.features['standard:connect'].connect
    const answer = silent ? await connect({ silent: true }) : await connect()
    const accounts = solanaAccountsOf(answer?.accounts)
    const [first] = accounts
    if (!first) return undefined
    end()
    const chain = chainOf(port, network)
    holder.session = { accounts, ...chain, stop: follow(port, data, wallet, holder, end) }
    return {
      address: first.address,
      chainId: chain.chainId,
      accounts: accounts.map((account) => account.address),
    } satisfies ConnectResult
  }
  return {
    ...data,
    async connect({ network }) {
      const result = await open(false, network).catch(rethrow)
      if (!result) throw new UnknownError({ details: `${data.name} shared no account` })
      return result
    },
    async reconnect({ network }) {
      try {
        return await open(true, network)
      } catch (error) {
        // A wallet that will not grant the connection without asking has simply not kept it.
        if (isUserRejection(toSolanaWalletError(error))) return undefined
        throw toSolanaWalletError(error)
      }
    },
    async disconnect() {
      end()
      // The kit forgets the connection whether or not the wallet can end it on its side.
      await wallet.features['standard:disconnect']?.disconnect().catch(() => undefined)
    },
    async switchNetwork({ network }) {
      const { session } = holder
      if (!session) throw new NetworkClientNotSetError({ details: NO_WALLET })
      if (network.chainNamespace !== 'solana')
        throw new NetworkNotFoundError({ details: `${network.caipNetworkId} is not a Solana network` })
      Object.assign(session, chainOf(port, network))
    },
    request(request) {
      const { session } = holder
      if (!session) return Promise.reject(new ConnectionClientNotSetError({ details: NO_WALLET }))
      return sendTracked(port, wallet, session, request)
    },
    getProvider: () => (holder.session ? wallet : undefined),
    destroy: end,
  }
}

const rethrow = (error: unknown): never => {
  throw toSolanaWalletError(error)
}

/** The chain a connection is on: the network asked for, else the first configured one, else mainnet. */
function chainOf(port: ChainAdapterPort, network: CaipNetwork | undefined) {
  const chosen = network?.chainNamespace === 'solana' ? network : port.networks[0]
  if (!chosen) return { chainId: SOLANA_CLUSTER_REFERENCES['solana:mainnet'], walletChain: 'solana:mainnet' }
  return { chainId: String(chosen.id), walletChain: toSolanaWalletChain(chosen) }
}

/** Follows `standard:events` onto the port: another account is an account change, none left a disconnect. */
function follow(
  port: ChainAdapterPort,
  data: Connector,
  wallet: SolanaStandardWallet,
  holder: Holder,
  end: () => void,
): () => void {
  const events = wallet.features['standard:events']
  if (!events) return () => undefined
  return events.on('change', (properties) => {
    const session = holder.session
    if (!session || !properties || !('accounts' in properties)) return
    const accounts: WalletAccount[] = solanaAccountsOf(properties.accounts)
    if (accounts.length === 0) {
      end()
      port.emitter.emit('disconnect', { connectorId: data.id })
      return
    }
    session.accounts = accounts
    port.emitter.emit('accountsChanged', { accounts: accounts.map((account) => account.address) })
  })
}

/**
 * Sends a host request to the wallet (sendSolanaRequest loads on first use). Every Solana method needs the visitor's
 * approval (spec 6), so each is tracked in the port's registry and a disconnect aborts it.
 * @example await sendTracked(port, wallet, session, { method: 'solana_signMessage', params })
 */
function sendTracked(
  port: ChainAdapterPort,
  wallet: SolanaStandardWallet,
  session: SolanaSession,
  request: ChainAdapterRequest,
): Promise<unknown> {
  return port.pending.track(request.method, async (signal?: AbortSignal) => {
    const { sendSolanaRequest } = await import('./sendSolanaRequest.js')
    return sendSolanaRequest({ wallet, session, request, signal })
  })
}

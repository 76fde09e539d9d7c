import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
import { NetworkClientNotSetError } from '../../errors/NetworkClientNotSetError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { Connector, ConnectResult } from '../ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector } from '../ChainAdapterPort.js'
import type { BitcoinSession } from './BitcoinSession.js'
import type { BitcoinAddress, BitcoinStandardWallet } from './BitcoinStandardWallet.js'
import { bitcoinAddressesOf, purposesFor } from './bitcoinAddressesOf.js'
import { grantedBitcoinAddresses } from './grantedBitcoinAddresses.js'
import { BITCOIN_CHAIN_REFERENCES, toBitcoinWalletChain } from './toBitcoinWalletChain.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'

type Holder = { session?: BitcoinSession | undefined }

const NO_WALLET = 'No bip122 wallet is connected'

/**
 * A Bitcoin wallet's connector over the Wallet Standard's bitcoin features (sats-connect's shapes): connects with
 * `bitcoin:connect` for the purposes of the account type the kit prefers (`payment` by default, `ordinals` for the
 * ordinal type), that purpose's address active; reconnects after a reload with `standard:connect` `{ silent: true }`
 * (the accounts the wallet still grants, no prompt; none, or a wallet without the feature: not restored), ordered
 * by the same preferred account type; follows `standard:events` (no account left: the wallet
 * disconnected); switches between the configured bip122 networks on the kit's side; sends the host's requests
 * tracked so a disconnect can abort them. Its provider is the wallet itself.
 * @example const connector = createBitcoinStandardConnector(port, toBitcoinConnector(wallet), wallet)
 */
export function createBitcoinStandardConnector(
  port: ChainAdapterPort,
  data: Connector,
  wallet: BitcoinStandardWallet,
): ChainConnector {
  const holder: Holder = {}
  const end = () => {
    const ended = holder.session
    holder.session = undefined
    ended?.stop()
  }
  const open = (addresses: BitcoinAddress[], network: CaipNetwork | undefined) => {
    const [first] = addresses
    if (!first) return undefined
    end()
    const chain = chainOf(port, network)
    holder.session = { addresses, ...chain, stop: follow(port, data, wallet, holder, end) }
    return {
      address: first.address,
      chainId: chain.chainId,
      accounts: addresses.map((entry) => entry.address),
    } satisfies ConnectResult
  }
  return {
    ...data,
    async connect({ network }) {
      const purposes = purposesFor(port.preferredAccountType?.())
      let answer: unknown
      try {
        answer = await wallet.features['bitcoin:connect'].connect({ purposes })
      } catch (error) {
        throw toBitcoinWalletError(error)
      }
      const addresses = bitcoinAddressesOf(
        (answer as { addresses?: unknown } | undefined)?.addresses,
        purposes,
      )
      const result = open(addresses, network)
      if (!result) throw new UnknownError({ details: `${data.name} shared no address` })
      return result
    },
    async reconnect({ network }) {
      const granted = grantedBitcoinAddresses(
        await askSilently(wallet),
        purposesFor(port.preferredAccountType?.()),
      )
      return open(granted, network)
    },
    async disconnect() {
      end()
      // The kit forgets the connection whether or not the wallet can end it on its side.
      await wallet.features['standard:disconnect']?.disconnect().catch(() => undefined)
    },
    async switchNetwork({ network }) {
      const { session } = holder
      if (!session) throw new NetworkClientNotSetError({ details: NO_WALLET })
      if (network.chainNamespace !== 'bip122')
        throw new NetworkNotFoundError({ details: `${network.caipNetworkId} is not a Bitcoin network` })
      Object.assign(session, chainOf(port, network))
    },
    request(request) {
      const { session } = holder
      if (!session) return Promise.reject(new ConnectionClientNotSetError({ details: NO_WALLET }))
      return port.pending.track(request.method, async (signal?: AbortSignal) => {
        const { sendBitcoinRequest } = await import('./sendBitcoinRequest.js')
        return sendBitcoinRequest({ wallet, session, request, signal })
      })
    },
    getProvider: () => (holder.session ? wallet : undefined),
    destroy: end,
  }
}

/**
 * The accounts the wallet still grants this page, asked without a prompt (`standard:connect` `{ silent: true }`);
 * undefined from a wallet without the feature or that refuses (it will not grant without asking: it has not kept it).
 */
async function askSilently(wallet: BitcoinStandardWallet): Promise<unknown> {
  const silentConnect = wallet.features['standard:connect']?.connect
  if (!silentConnect) return undefined
  try {
    return (await silentConnect({ silent: true }))?.accounts
  } catch (error) {
    if (isUserRejection(toBitcoinWalletError(error))) return undefined
    throw toBitcoinWalletError(error)
  }
}

/** The chain a connection is on: the network asked for, else the first configured one, else mainnet. */
function chainOf(port: ChainAdapterPort, network: CaipNetwork | undefined) {
  const chosen = network?.chainNamespace === 'bip122' ? network : port.networks[0]
  if (!chosen) return { chainId: BITCOIN_CHAIN_REFERENCES['bitcoin:mainnet'], walletChain: 'bitcoin:mainnet' }
  return { chainId: String(chosen.id), walletChain: toBitcoinWalletChain(chosen) }
}

/** Follows `standard:events`: a change that leaves no account is the wallet ending the connection. */
function follow(
  port: ChainAdapterPort,
  data: Connector,
  wallet: BitcoinStandardWallet,
  holder: Holder,
  end: () => void,
): () => void {
  const events = wallet.features['standard:events']
  if (!events) return () => undefined
  return events.on('change', (properties) => {
    if (!holder.session || !properties || !Array.isArray(properties.accounts)) return
    if (properties.accounts.length > 0) return
    end()
    port.emitter.emit('disconnect', { connectorId: data.id })
  })
}

import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { NetworkClientNotSetError } from '../../errors/NetworkClientNotSetError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import type { Connector, ConnectResult } from '../ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector } from '../ChainAdapterPort.js'
import type { InjectedPolkadotWallet } from './InjectedPolkadot.js'
import type { PolkadotSession } from './PolkadotSession.js'
import { polkadotAccountsOf } from './polkadotAccountsOf.js'
import { toPolkadotWalletError } from './toPolkadotWalletError.js'

type Holder = { session?: PolkadotSession | undefined }

const NO_WALLET = 'No polkadot wallet is connected'

/** Polkadot mainnet's CAIP-2 reference, for a kit configured without a Polkadot network. */
const POLKADOT_MAINNET_REFERENCE = '91b171bb158e2d3848fa23a9f1c25182'

/**
 * An injected Polkadot extension's connector (`window.injectedWeb3[key]`): connects with `enable(appName)` and
 * `accounts.get()`, follows `accounts.subscribe` (other accounts are an account change, none a disconnect), switches
 * between the configured Polkadot networks on the kit's side (the extension signs for any chain), and sends the
 * host's requests (polkadot_signMessage, polkadot_signTransaction) tracked so a disconnect can abort them. Its
 * provider is what `enable` gave (accounts and signer). It restores nothing on reload: `enable` may open the
 * extension's window, so it is not a silent reconnect.
 * @example const connector = createPolkadotExtensionConnector(port, toPolkadotConnector('talisman'), wallet, 'My dapp')
 */
export function createPolkadotExtensionConnector(
  port: ChainAdapterPort,
  data: Connector,
  wallet: InjectedPolkadotWallet,
  appName: string,
): ChainConnector {
  const holder: Holder = {}
  const end = () => {
    const ended = holder.session
    holder.session = undefined
    ended?.stop()
  }
  const open = async (network: CaipNetwork | undefined): Promise<ConnectResult> => {
    const extension = await wallet.enable(appName)
    const chainId = chainOf(port, network)
    const accounts = polkadotAccountsOf(await extension.accounts.get(), chainId)
    const [first] = accounts
    if (!first) throw new UnknownError({ details: `${data.name} shared no Polkadot account` })
    end()
    const session: PolkadotSession = { extension, accounts, chainId, stop: () => undefined }
    holder.session = session
    session.stop = follow(port, data, holder, end)
    return { address: first.address, chainId, accounts: accounts.map((account) => account.address) }
  }
  return {
    ...data,
    async connect({ network }) {
      try {
        return await open(network)
      } catch (error) {
        throw toPolkadotWalletError(error)
      }
    },
    async disconnect() {
      // Extensions have no disconnect: the kit stops following the accounts and forgets the connection.
      end()
    },
    async switchNetwork({ network }) {
      const { session } = holder
      if (!session) throw new NetworkClientNotSetError({ details: NO_WALLET })
      if (network.chainNamespace !== 'polkadot')
        throw new NetworkNotFoundError({ details: `${network.caipNetworkId} is not a Polkadot network` })
      session.chainId = String(network.id)
    },
    request(request) {
      const { session } = holder
      if (!session) return Promise.reject(new ConnectionClientNotSetError({ details: NO_WALLET }))
      return port.pending.track(request.method, async (signal: AbortSignal) => {
        const { sendPolkadotRequest } = await import('./sendPolkadotRequest.js')
        return sendPolkadotRequest({ session, walletName: data.name, request, signal })
      })
    },
    getProvider: () => holder.session?.extension,
    destroy: end,
  }
}

/** The chain a connection is on: the network asked for, else the first configured one, else Polkadot mainnet. */
function chainOf(port: ChainAdapterPort, network: CaipNetwork | undefined): string {
  const chosen = network?.chainNamespace === 'polkadot' ? network : port.networks[0]
  return chosen ? String(chosen.id) : POLKADOT_MAINNET_REFERENCE
}

/**
 * Follows `accounts.subscribe` onto the port. Extensions call back at once with the current accounts, and again on
 * every change: only a different list is an account change; an empty one (the visitor revoked the page) is a
 * disconnect.
 */
function follow(port: ChainAdapterPort, data: Connector, holder: Holder, end: () => void): () => void {
  const session = holder.session
  if (!session) return () => undefined
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((address, index) => address === b[index])
  try {
    const unsubscribe: unknown = session.extension.accounts.subscribe((next) => {
      if (holder.session !== session) return
      const accounts = polkadotAccountsOf(next, session.chainId)
      const addresses = accounts.map((account) => account.address)
      if (
        same(
          addresses,
          session.accounts.map((account) => account.address),
        )
      )
        return
      if (accounts.length === 0) {
        end()
        port.emitter.emit('disconnect', { connectorId: data.id })
        return
      }
      session.accounts = accounts
      port.emitter.emit('accountsChanged', { accounts: addresses })
    })
    return typeof unsubscribe === 'function' ? () => unsubscribe() : () => undefined
  } catch (error) {
    port.logger.warn(`${data.name} cannot report account changes`, error)
    return () => undefined
  }
}

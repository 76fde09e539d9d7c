import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { STORAGE_KEYS } from '../../config/constants.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { isUserRejection } from '../../errors/isUserRejection.js'
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
 * provider is what `enable` gave (accounts and signer). After a reload it reconnects with `enable(appName)` again:
 * polkadot.js, Talisman and SubWallet answer it without a window for an origin the visitor already authorized (and
 * would ask otherwise, so the kit only tries for an extension whose connector id it stored, i.e. that connected
 * before); the account last active comes back first if the extension still shares it, else its first account; none
 * shared, or a refusal, is not restored.
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
  const open = async (
    network: CaipNetwork | undefined,
    restore = false,
  ): Promise<ConnectResult | undefined> => {
    const extension = await wallet.enable(appName)
    const chainId = chainOf(port, network)
    const shared = polkadotAccountsOf(await extension.accounts.get(), chainId)
    const last = restore ? port.storage.get(STORAGE_KEYS.polkadotAccount) : undefined
    const accounts = [...shared].sort((a, b) => Number(b.address === last) - Number(a.address === last))
    const [first] = accounts
    if (!first) return undefined
    end()
    port.storage.set(STORAGE_KEYS.polkadotAccount, first.address)
    const session: PolkadotSession = { extension, accounts, chainId, stop: () => undefined }
    holder.session = session
    session.stop = follow(port, data, holder, end)
    return { address: first.address, chainId, accounts: accounts.map((account) => account.address) }
  }
  return {
    ...data,
    async connect({ network }) {
      let result: ConnectResult | undefined
      try {
        result = await open(network)
      } catch (error) {
        throw toPolkadotWalletError(error)
      }
      if (!result) throw new UnknownError({ details: `${data.name} shared no Polkadot account` })
      return result
    },
    async reconnect({ network }) {
      try {
        return await open(network, true)
      } catch (error) {
        // An extension that refuses (or would ask) has not kept the page's authorization.
        if (isUserRejection(toPolkadotWalletError(error))) return undefined
        throw toPolkadotWalletError(error)
      }
    },
    async disconnect() {
      // Extensions have no disconnect: the kit stops following the accounts and forgets the connection.
      end()
      port.storage.remove(STORAGE_KEYS.polkadotAccount)
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
        port.storage.remove(STORAGE_KEYS.polkadotAccount)
        port.emitter.emit('disconnect', { connectorId: data.id })
        return
      }
      session.accounts = accounts
      port.storage.set(STORAGE_KEYS.polkadotAccount, addresses[0] ?? '')
      port.emitter.emit('accountsChanged', { accounts: addresses })
    })
    return typeof unsubscribe === 'function' ? () => unsubscribe() : () => undefined
  } catch (error) {
    port.logger.warn(`${data.name} cannot report account changes`, error)
    return () => undefined
  }
}

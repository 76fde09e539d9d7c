import type { Connector } from '../../chains/ChainAdapter.js'
import type { CaipNetwork } from '../../config/index.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { toWalletError } from '../../errors/toWalletError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { closeModal } from '../modal/closeModal.js'
import { finishNamespaceSwitch } from '../network/finishNamespaceSwitch.js'
import { resetView } from '../router/resetView.js'
import type { WalletKit } from '../WalletKit.js'
import { connectWalletConnectSiblings } from '../walletconnect/connectWalletConnectSiblings.js'
import { addRecentWallet } from '../wallets/addRecentWallet.js'
import { setConnectedAccount } from './setConnectedAccount.js'
import { setConnectionStatus } from './setConnectionStatus.js'
import { syncAccountBalance } from './syncAccountBalance.js'
import { watchConnectorLeaving } from './watchConnectorLeaving.js'

export type ConnectExternalParameters = {
  connector: Connector
  /** The network to connect on; defaults to the connector namespace's current network. */
  network?: CaipNetwork | undefined
  /** Stay open on Account after connecting; by default the modal closes, as the peers do (embedded: shows Account). */
  stayOpen?: boolean | undefined
}

export type ConnectExternalReturnType =
  | { status: 'connected'; caipAddress: string; caipNetwork: CaipNetwork }
  /** The visitor said no in the wallet (4001): the view shows "Connection declined" with a retry. */
  | { status: 'declined'; error: UserRejectedRequestError }

/**
 * Connects a browser wallet (injected, announced or external) through its namespace's adapter. Status goes
 * connecting, then connected with the CAIP address on the wallet's chain; the connector id is kept for a reload, the
 * wallet joins the recent wallets (at most 2; not the generic "Browser Wallet"), CONNECT_SUCCESS is tracked, and the
 * wallet's chain becomes active (UnsupportedChain when the spec 2 rule says so; the modal then stays on it).
 * Otherwise the router resets to Account and the modal closes. The balance loads in the background.
 * A refusal (4001) returns `{ status: 'declined' }` and leaves the state as it was; other failures track
 * CONNECT_ERROR and throw a typed error.
 * @example const result = await connectExternal(kit, { connector }); if (result.status === 'declined') showRetry()
 */
export async function connectExternal(
  kit: WalletKit,
  { connector, network, stayOpen = false }: ConnectExternalParameters,
): Promise<ConnectExternalReturnType> {
  const namespace = connector.chain
  const adapter = kit.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: `No adapter is registered for ${namespace}` })
  const networkState = kit.store.getState().networks[namespace]
  const target = network ?? networkState?.caipNetwork ?? networkState?.requestedCaipNetworks[0]
  if (!target) throw new NetworkNotFoundError({ details: `No ${namespace} network is configured` })

  setConnectionStatus(kit, namespace, 'connecting')
  updateAccountData(kit, namespace, { status: 'connecting' })
  let result: Awaited<ReturnType<typeof adapter.connect>>
  const watch = watchConnectorLeaving(adapter, connector.id)
  try {
    result = await adapter.connect({ connector, network: target })
    if (watch.left()) throw new UnknownError({ details: `${connector.name} disconnected while connecting` })
  } catch (cause) {
    const error = toWalletError(cause)
    setConnectionStatus(kit, namespace, 'disconnected')
    updateAccountData(kit, namespace, { status: 'disconnected' })
    if (error instanceof UserRejectedRequestError) return { status: 'declined', error }
    kit.logger.error(`Connecting ${connector.name} failed`, error)
    kit.events.emit({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: error.message, name: connector.name, namespace },
    })
    throw error
  } finally {
    watch.stop()
  }

  setConnectedAccount(kit, { connector, result })
  // One WalletConnect session serves every namespace it granted (spec 4).
  if (connector.type === 'WALLET_CONNECT') await connectWalletConnectSiblings(kit, namespace)
  rememberRecentWallet(kit, connector)
  const state = kit.store.getState()
  const caipAddress = state.accounts[namespace]?.caipAddress as string
  const caipNetwork = state.networks[namespace]?.caipNetwork as CaipNetwork
  kit.events.emit({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: {
      method: 'browser',
      name: connector.name,
      namespace,
      caipNetworkId: caipNetwork.caipNetworkId,
    },
  })
  finishNamespaceSwitch(kit)
  if (state.router.view !== 'UnsupportedChain') {
    resetView(kit, 'Account')
    if (!stayOpen) closeModal(kit)
  }
  void syncAccountBalance(kit, { namespace })
  return { status: 'connected', caipAddress, caipNetwork }
}

/** The wallet joins the recent wallets (at most 2), unless it is the generic "Browser Wallet". */
function rememberRecentWallet(kit: WalletKit, connector: Connector): void {
  if (connector.id === 'injected') return
  addRecentWallet(kit, {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    rdns: connector.info?.rdns,
    image_url: connector.imageUrl,
  })
}

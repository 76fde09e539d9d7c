import { isAuthConnector } from '../../chains/auth/isAuthConnector.js'
import type { ChainAdapter } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import { resetAccount } from '../account/resetAccount.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { getPreferredAccountType } from '../auth/getPreferredAccountType.js'
import { loadAuthConnectors } from '../auth/loadAuthConnectors.js'
import { setConnectors } from '../connectors/setConnectors.js'
import type { View } from '../router/RouterState.js'
import { resetView } from '../router/resetView.js'
import { abortPendingRequests } from '../rpc/abortPendingRequests.js'
import type { WalletKit } from '../WalletKit.js'
import { applyWalletNetwork } from './applyWalletNetwork.js'
import { getWalletNetwork } from './getWalletNetwork.js'
import { setConnectionStatus } from './setConnectionStatus.js'
import { syncAccountBalanceLater } from './syncAccountBalanceLater.js'

/** Views that show a connected account: when the wallet ends the connection, the modal starts over on Connect. */
const CONNECTED_VIEWS: readonly View[] = ['Account', 'UnsupportedChain', 'SignMessage', 'ApproveTransaction']

/**
 * Registers a chain adapter with the kit: it is stored in `kit.adapters`, given its port (networks, storage, the
 * pending-request registry, RPC settings, timers, logger), its embedded-wallet connector is installed
 * (core/auth/loadAuthConnectors, loaded only when there is one), its connectors go into state (discovery starts here, not at import), and the kit
 * follows the wallet from then on: accounts (`[]` ends the connection), chain (the matching network or an "Unknown Network",
 * then the UnsupportedChain rule) and a disconnect from the wallet's side (account reset, pending requests
 * aborted). Registering the same adapter again returns the same stop function. Returns a function that stops
 * following; `kit.destroy()` calls it too.
 * @example const unregister = registerAdapter(kit, createEip155Adapter())
 */
export function registerAdapter(kit: WalletKit, adapter: ChainAdapter): () => void {
  const following = kit.following.get(adapter)
  if (following) return following
  const { namespace } = adapter
  kit.adapters.set(namespace, adapter)
  adapter.attach?.({
    networks: kit.options.networks.filter((network) => network.chainNamespace === namespace),
    storage: kit.storage,
    pending: kit.rpc.pending,
    rpc: { blockchainApiUrl: kit.options.services.blockchainApiUrl, projectId: kit.options.projectId },
    timers: kit.timers,
    logger: kit.logger,
    preferredAccountType: () => getPreferredAccountType(kit, namespace),
  })
  const guarded =
    <Payload>(what: string, handle: (payload: Payload) => void) =>
    (payload: Payload) => {
      try {
        handle(payload)
      } catch (error) {
        kit.logger.error(`Following the ${namespace} wallet's ${what} failed`, error)
      }
    }
  const stops = [
    adapter.on?.(
      'connectorsChanged',
      guarded('connectors', ({ connectors }) => setConnectors(kit, connectors)),
    ),
    adapter.on?.(
      'accountsChanged',
      guarded('accounts', ({ accounts }) => followAccounts(kit, namespace, accounts)),
    ),
    adapter.on?.(
      'chainChanged',
      guarded('chain', ({ chainId }) => followChain(kit, namespace, chainId)),
    ),
    adapter.on?.(
      'disconnect',
      guarded('disconnect', () => endConnection(kit, namespace)),
    ),
  ]
  const connectors = adapter.connectors()
  const authConnectors = connectors.filter(isAuthConnector)
  if (authConnectors.length > 0) stops.push(loadAuthConnectors(kit, authConnectors))
  setConnectors(kit, connectors)
  const stopFollowing = () => {
    for (const stop of stops) stop?.()
    kit.following.delete(adapter)
  }
  kit.following.set(adapter, stopFollowing)
  return stopFollowing
}

const isFollowing = (kit: WalletKit, namespace: Namespace) =>
  kit.store.getState().connection.status[namespace] === 'connected'

function followAccounts(kit: WalletKit, namespace: Namespace, accounts: readonly string[]): void {
  if (!isFollowing(kit, namespace)) return
  const [address] = accounts
  if (!address) {
    endConnection(kit, namespace)
    return
  }
  const state = kit.store.getState()
  const network = state.networks[namespace]?.caipNetwork
  if (!network) return
  updateAccountData(kit, namespace, {
    allAccounts: accounts.map((account) => ({ namespace, address: account, type: 'eoa' })),
  })
  if (state.accounts[namespace]?.address?.toLowerCase() === address.toLowerCase()) return
  setCaipAddress(kit, namespace, `${network.caipNetworkId}:${address}`)
  updateAccountData(kit, namespace, { balance: undefined, balanceSymbol: undefined, tokenBalance: [] })
  syncAccountBalanceLater(kit, { namespace })
}

function followChain(kit: WalletKit, namespace: Namespace, chainId: number | string): void {
  if (!isFollowing(kit, namespace)) return
  const state = kit.store.getState()
  const network = getWalletNetwork(state, namespace, chainId)
  if (state.networks[namespace]?.caipNetwork?.caipNetworkId === network.caipNetworkId) return
  applyWalletNetwork(kit, network)
  syncAccountBalanceLater(kit, { namespace })
}

function endConnection(kit: WalletKit, namespace: Namespace): void {
  const state = kit.store.getState()
  if (!isFollowing(kit, namespace) && !state.accounts[namespace]?.caipAddress) return
  // Nobody will answer them now (spec 4: safe reads are left to finish).
  abortPendingRequests(kit.rpc.pending)
  resetAccount(kit, namespace)
  setConnectionStatus(kit, namespace, 'disconnected')
  if (namespace === state.activeNamespace && CONNECTED_VIEWS.includes(state.router.view))
    resetView(kit, 'Connect')
}

import { type CaipNetwork, STORAGE_KEYS } from '../../config/index.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { setConnectedAccount } from '../connection/setConnectedAccount.js'
import { setConnectionStatus } from '../connection/setConnectionStatus.js'
import { syncAccountBalance } from '../connection/syncAccountBalance.js'
import { finishNamespaceSwitch } from '../network/finishNamespaceSwitch.js'
import { resetView } from '../router/resetView.js'
import type { WalletKit } from '../WalletKit.js'
import { getAuthConnector } from './getAuthConnector.js'

export type ConnectAuthParameters = {
  /** How the visitor signed in, for the CONNECT_SUCCESS event. */
  method: 'email' | 'social' | 'farcaster'
}

/**
 * Finishes an embedded-wallet login once the frame has signed the visitor in: asks the frame for the user (GET_USER
 * with the preferred account type), records the connection (connector id kept for a reload, status connected, the
 * user's chain active), tracks CONNECT_SUCCESS, sets the email-login-used flag the connection check needs, and ends
 * as a wallet connection does: the modal closes on Account (embedded, Account shows). The balance loads in the
 * background.
 * @example await connectAuth(kit, { method: 'email' })
 */
export async function connectAuth(kit: WalletKit, { method }: ConnectAuthParameters): Promise<void> {
  const connector = await getAuthConnector(kit)
  const namespace = connector.chain
  const adapter = kit.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: `No adapter is registered for ${namespace}` })
  const network = kit.store.getState().networks[namespace]?.caipNetwork as CaipNetwork | undefined
  setConnectionStatus(kit, namespace, 'connecting')
  updateAccountData(kit, namespace, { status: 'connecting' })
  let result: Awaited<ReturnType<typeof adapter.connect>>
  try {
    result = await adapter.connect({ connector, ...(network ? { network } : {}) } as Parameters<
      typeof adapter.connect
    >[0])
  } catch (error) {
    setConnectionStatus(kit, namespace, 'disconnected')
    updateAccountData(kit, namespace, { status: 'disconnected' })
    kit.events.emit({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: {
        message: error instanceof Error ? error.message : String(error),
        name: connector.name,
        namespace,
      },
    })
    throw error
  }
  setConnectedAccount(kit, { connector, result })
  kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
  const caipNetwork = kit.store.getState().networks[namespace]?.caipNetwork
  kit.events.emit({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { method, name: connector.name, namespace, caipNetworkId: caipNetwork?.caipNetworkId },
  })
  finishNamespaceSwitch(kit)
  // As a wallet connection ends (connectExternal): Account behind a closed modal (embedded: Account shows).
  if (kit.store.getState().router.view !== 'UnsupportedChain') {
    resetView(kit, 'Account')
    // Imported here, not at the top: a static import from this lazy module made the bundler split closeModal out of
    // the start-up chunk into a chunk of its own (+0.2 KiB gz at start-up); it is in the start-up chunk already.
    const { closeModal } = await import('../modal/closeModal.js')
    closeModal(kit)
  }
  void syncAccountBalance(kit, { namespace })
}

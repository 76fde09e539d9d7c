import type { ChainAdapter, Connector } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import { resetAccount } from '../account/resetAccount.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { whenAuthReady } from '../auth/whenAuthReady.js'
import { finishNamespaceSwitch } from '../network/finishNamespaceSwitch.js'
import type { WalletKit } from '../WalletKit.js'
import { setConnectedAccount } from './setConnectedAccount.js'
import { setConnectionStatus } from './setConnectionStatus.js'
import { readStoredConnectorId } from './storedConnectorIds.js'
import { syncAccountBalanceLater } from './syncAccountBalanceLater.js'
import { watchConnectorLeaving } from './watchConnectorLeaving.js'

/**
 * How long a reload waits for the stored wallet to announce itself. Not a spec constant: wallets announce from
 * their content script at page start, well within it.
 */
export const RECONNECT_WAIT = 1_000

export type ReconnectParameters = {
  /** Milliseconds to wait for the stored connector to appear; defaults to RECONNECT_WAIT. */
  timeout?: number | undefined
}

/**
 * After a reload, restores each namespace whose connector id was stored, silently: once that wallet is found again
 * (waiting up to `timeout` for it to announce), the adapter asks it for the accounts it still grants (eth_accounts:
 * no prompt). Granted: the connection is back (account status `reconnecting` meanwhile). None granted: the stored id
 * is forgotten. A wallet that does not show up keeps its id for the next visit. Resolves to the namespaces restored.
 * @example await reconnect(kit) // ['eip155']
 */
export async function reconnect(
  kit: WalletKit,
  { timeout = RECONNECT_WAIT }: ReconnectParameters = {},
): Promise<Namespace[]> {
  const attempts = [...kit.adapters.values()].map((adapter) => reconnectAdapter(kit, adapter, timeout))
  return (await Promise.all(attempts)).filter((namespace) => namespace !== undefined)
}

async function reconnectAdapter(
  kit: WalletKit,
  adapter: ChainAdapter,
  timeout: number,
): Promise<Namespace | undefined> {
  const { namespace } = adapter
  const connectorId = readStoredConnectorId(kit, namespace)
  const state = kit.store.getState()
  if (!connectorId || !adapter.reconnect || !state.accounts[namespace]) return undefined
  if (state.connection.status[namespace] === 'connected') return undefined

  setConnectionStatus(kit, namespace, 'connecting')
  updateAccountData(kit, namespace, { status: 'reconnecting' })
  const giveUp = () => {
    setConnectionStatus(kit, namespace, 'disconnected')
    // An account shown from a server render's initial state (walletkit/ssr withCookieState) goes too.
    updateAccountData(kit, namespace, { status: 'disconnected', caipAddress: undefined, address: undefined })
  }
  try {
    // The embedded wallet's connector is configured once its glue has loaded (core/auth/loadAuthConnectors).
    if (kit.auth.loading.size > 0) await whenAuthReady(kit)
    const connector = await waitForConnector(kit, adapter, connectorId, timeout)
    if (!connector) {
      kit.logger.debug(`${connectorId} did not announce itself; not reconnecting ${namespace}`)
      giveUp()
      return undefined
    }
    const watch = watchConnectorLeaving(adapter, connector.id)
    const result = await adapter
      .reconnect({ connector, network: kit.store.getState().networks[namespace]?.caipNetwork })
      .finally(watch.stop)
    // No account granted, or the wallet left before the kit recorded it: the stored wallet is forgotten.
    if (!result || watch.left()) {
      resetAccount(kit, namespace)
      setConnectionStatus(kit, namespace, 'disconnected')
      return undefined
    }
    setConnectedAccount(kit, { connector, result })
    finishNamespaceSwitch(kit)
    syncAccountBalanceLater(kit, { namespace })
    return namespace
  } catch (error) {
    kit.logger.warn(`Reconnecting ${namespace} failed`, error)
    giveUp()
    return undefined
  }
}

/** The adapter's connector with `id`, now or once it is discovered, or undefined after `timeout`. */
function waitForConnector(
  kit: WalletKit,
  adapter: ChainAdapter,
  id: string,
  timeout: number,
): Promise<Connector | undefined> {
  const find = (connectors: readonly Connector[]) =>
    connectors.find((connector) => connector.id === id && connector.chain === adapter.namespace)
  const found = find(adapter.connectors())
  if (found || !adapter.on) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = `reconnect:${adapter.namespace}`
    const stop = adapter.on?.('connectorsChanged', ({ connectors }) => {
      const connector = find(connectors)
      if (!connector) return
      stop?.()
      kit.timers.clear(timer)
      resolve(connector)
    })
    kit.timers.set(
      timer,
      () => {
        stop?.()
        resolve(undefined)
      },
      timeout,
    )
  })
}

import type { AuthProvider } from '../../chains/auth/createAuthProvider.js'
import type { Connector } from '../../chains/ChainAdapter.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { EmailDependencyLoadError } from '../../errors/EmailDependencyLoadError.js'
import type { WalletKit } from '../WalletKit.js'
import { whenAuthReady } from './whenAuthReady.js'

/** The embedded wallet's connector with the provider the kit installed for it (`kit.auth.providers`). */
export type AuthConnector = Connector & { provider: AuthProvider }

/**
 * The embedded wallet's connector of the active namespace (or of any namespace), with its provider; undefined when
 * the host registered no embedded wallet.
 * @example const auth = findAuthConnector(kit); auth?.provider.frame
 */
export function findAuthConnector(kit: WalletKit): AuthConnector | undefined {
  const state = kit.store.getState()
  const candidates = state.connectors.connectors.filter(
    (connector) => connector.type === 'AUTH' && kit.auth.providers.has(connector.chain),
  )
  const connector = candidates.find((candidate) => candidate.chain === state.activeNamespace) ?? candidates[0]
  const provider = connector && kit.auth.providers.get(connector.chain)
  return connector && provider ? { ...connector, provider } : undefined
}

/**
 * Like {@link findAuthConnector}, once the embedded wallet's glue has loaded (`whenAuthReady`), but rejects with
 * `ConnectionClientNotSetError` when there is none, and with "Unable to load email login dependency"
 * (`EmailDependencyLoadError`) when the host has one whose glue failed to load; the login frame is added to the page
 * if it is not there yet.
 * @example const { provider } = await getAuthConnector(kit); await provider.frame.request('GET_FARCASTER_URI', undefined)
 */
export async function getAuthConnector(kit: WalletKit): Promise<AuthConnector> {
  await whenAuthReady(kit)
  const connector = findAuthConnector(kit)
  if (!connector && hasAuthConnector(kit))
    throw new EmailDependencyLoadError({
      details: "The embedded wallet's code could not be loaded; try again",
    })
  if (!connector)
    throw new ConnectionClientNotSetError({ details: 'No embedded-wallet adapter is registered' })
  mountWith(kit, connector)
  return connector
}

/** Whether the host registered an embedded wallet (its AUTH connector is listed), installed or not. */
function hasAuthConnector(kit: WalletKit): boolean {
  return kit.store.getState().connectors.connectors.some((connector) => connector.type === 'AUTH')
}

/**
 * Adds the embedded wallet's login frame to the page, on the namespace's active network, unless it is there.
 * @example mountWith(kit, findAuthConnector(kit))
 */
export function mountWith(kit: WalletKit, connector: AuthConnector): void {
  connector.provider.mount(kit.store.getState().networks[connector.chain]?.caipNetwork?.id)
}

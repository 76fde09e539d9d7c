import type { AuthProvider } from '../../chains/auth/createAuthProvider.js'
import { isAuthProvider } from '../../chains/auth/isAuthProvider.js'
import type { Connector } from '../../chains/ChainAdapter.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import type { WalletKit } from '../WalletKit.js'

/** The embedded wallet's connector with its provider. */
export type AuthConnector = Connector & { provider: AuthProvider }

/**
 * The embedded wallet's connector of the active namespace (or of any namespace), undefined when the host registered
 * no auth adapter.
 * @example const auth = findAuthConnector(kit); auth?.provider.frame
 */
export function findAuthConnector(kit: WalletKit): AuthConnector | undefined {
  const state = kit.store.getState()
  const candidates = state.connectors.connectors.filter(
    (connector): connector is AuthConnector =>
      connector.type === 'AUTH' && isAuthProvider(connector.provider),
  )
  return candidates.find((connector) => connector.chain === state.activeNamespace) ?? candidates[0]
}

/**
 * Like {@link findAuthConnector}, but throws `ConnectionClientNotSetError` when there is none; the login frame is
 * added to the page if it is not there yet.
 * @example const { provider } = getAuthConnector(kit); await provider.frame.request('GET_FARCASTER_URI', undefined)
 */
export function getAuthConnector(kit: WalletKit): AuthConnector {
  const connector = findAuthConnector(kit)
  if (!connector)
    throw new ConnectionClientNotSetError({ details: 'No embedded-wallet adapter is registered' })
  connector.provider.mount?.()
  return connector
}

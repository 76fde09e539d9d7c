import type { Connector } from '../ChainAdapter.js'
import type { AuthConnector } from './authConnector.js'

/**
 * Whether `connector` is the embedded wallet's (a file of its own, so registering an adapter without the embedded
 * wallet does not load the login-frame client).
 * @example if (isAuthConnector(connector)) connector.configure({ url })
 */
export const isAuthConnector = (connector: Connector): connector is AuthConnector =>
  (connector as Partial<AuthConnector>).kind === 'walletkit-auth'

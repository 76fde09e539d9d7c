import type { Namespace } from '../../config/index.js'
import type { Connector } from '../ChainAdapter.js'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'

/** WalletConnect's logo: two blue arcs on white, drawn inline so the entry needs no request. */
const WALLET_CONNECT_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b99fc"/><path d="M12.3 15.2c4.3-4.2 11.2-4.2 15.4 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7c-.1.1-.3.1-.4 0l-.7-.7c-3-2.9-7.8-2.9-10.8 0l-.8.7c-.1.1-.3.1-.4 0l-1.8-1.7c-.2-.2-.2-.6 0-.8l.8-.5zm19 3.5 1.6 1.6c.2.2.2.6 0 .8l-7.2 7c-.2.2-.6.2-.8 0L20 23.1h-.1l-5.1 5c-.2.2-.6.2-.8 0l-7.2-7c-.2-.2-.2-.6 0-.8l1.6-1.6c.2-.2.6-.2.8 0l5.1 5h.1l5.1-5c.2-.2.6-.2.8 0l5.1 5h.1l5.1-5c.2-.2.5-.2.7 0z" fill="#fff"/></svg>',
)}`

/** The id every WalletConnect connector has, in every namespace (stored across reloads). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * The WalletConnect connector of one namespace, carrying the shared connection as its provider.
 * @example walletConnectConnector('eip155', connection).type // 'WALLET_CONNECT'
 */
export function walletConnectConnector(namespace: Namespace, connection: WalletConnectConnection): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,
    imageUrl: WALLET_CONNECT_ICON,
    provider: connection,
  }
}

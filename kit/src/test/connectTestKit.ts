import type { Connector } from '../chains/ChainAdapter.js'
import type { WalletKitOptions } from '../config/index.js'
import { registerAdapter } from '../core/connection/registerAdapter.js'
import type { WalletEntry } from '../core/wallets/WalletsState.js'
import { generateWallets } from './createFakeWalletDirectory.js'
import { createScriptedAdapter } from './createScriptedAdapter.js'
import { createTestKit } from './createTestKit.js'

/** The directory's top wallets, as GET /getWallets ranks them: the first one is MetaMask, also a browser wallet. */
const connectTestDirectory: WalletEntry[] = [
  { id: 'metamask-id', name: 'MetaMask', rdns: 'io.metamask' },
  ...generateWallets(6),
]

/** The WalletConnect connector, the way to the directory's wallets. */
export const walletConnectConnector: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/**
 * A kit for Connect's UI tests: `connectors` registered through a scripted eip155 adapter, and a wallet directory
 * answering from `connectTestDirectory` (page 1, `include` and `exclude` honoured) instead of the provider's host.
 * @example await renderModal(connectTestKit([walletConnectConnector, uiTestConnectors.metaMask]), 'Connect')
 */
export function connectTestKit(connectors: Connector[], options: WalletKitOptions = {}) {
  const kit = createTestKit(
    { services: { walletDirectoryUrl: 'https://directory.test' }, ...options },
    {
      fetch: async (input) => {
        const query = new URL(String(input)).searchParams
        const exclude = query.get('exclude')?.split(',') ?? []
        const include = query.get('include')?.split(',')
        const data = connectTestDirectory.filter(
          (wallet) => !exclude.includes(wallet.id) && (!include || include.includes(wallet.id)),
        )
        return Response.json({ data: data.slice(0, Number(query.get('entries'))), count: data.length })
      },
    },
  )
  registerAdapter(kit, createScriptedAdapter('eip155', { connectors }))
  return kit
}

import type { Namespace } from '../../config/index.js'
import { setConnectedAccount } from '../connection/setConnectedAccount.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * After a WalletConnect connection in `namespace`, connects every other namespace the same session granted (one
 * session serves them all, spec 4), through each namespace's WalletConnect connector, without a new pairing.
 * `namespace` stays the active one: the others are filled beside it, not switched to.
 * @example await connectWalletConnectSiblings(kit, 'eip155')
 */
export async function connectWalletConnectSiblings(kit: WalletKit, namespace: Namespace): Promise<void> {
  for (const [other, adapter] of kit.adapters) {
    const state = kit.store.getState()
    if (other === namespace || state.connection.status[other] === 'connected') continue
    const connector = adapter.connectors().find((candidate) => candidate.type === 'WALLET_CONNECT')
    if (!connector || !adapter.reconnect) continue
    try {
      const result = await adapter.reconnect({ connector, network: state.networks[other]?.caipNetwork })
      if (result) setConnectedAccount(kit, { connector, result })
    } catch (error) {
      kit.logger.warn(`Connecting ${other} through the WalletConnect session failed`, error)
    }
  }
  const own = kit.store.getState().networks[namespace]?.caipNetwork
  if (own && kit.store.getState().activeNamespace !== namespace) setActiveCaipNetwork(kit, own)
}

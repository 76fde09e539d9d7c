import type { Address, EIP1193Provider } from 'viem'
import { createConnector } from 'wagmi'
import { disconnect } from '../core/connection/disconnect.js'
import type { WalletKit } from '../core/WalletKit.js'
import { connectWalletKit } from './connectWalletKit.js'
import { followEip155Connection } from './followEip155Connection.js'
import { readEip155Connection } from './readEip155Connection.js'
import { switchKitChain } from './switchKitChain.js'
import { whenEip155Restored } from './whenEip155Restored.js'

/** The connector's id in wagmi (`useConnectors`, `recentConnectorId`). */
export const WALLETKIT_CONNECTOR_ID = 'walletKit'

/** Parameters of {@link walletKitConnector}. */
export type WalletKitConnectorParameters = { kit: WalletKit }

/**
 * A wagmi connector that follows the kit's eip155 connection, whichever wallet made it: wagmi is connected with the
 * kit's account and chain and talks to the kit's EIP-1193 provider; the kit's account and network changes and
 * disconnects reach wagmi. wagmi's `connect` opens the kit's modal (resolving at once when the kit is connected),
 * `switchChain` switches the kit's network, `disconnect` ends the kit's eip155 session.
 * @example createConfig({ chains, transports, connectors: [walletKitConnector({ kit })] })
 */
export function walletKitConnector({ kit }: WalletKitConnectorParameters) {
  return createConnector<EIP1193Provider | undefined>((config) => {
    const emit = config.emitter.emit.bind(config.emitter)
    return {
      id: WALLETKIT_CONNECTOR_ID,
      name: 'WalletKit',
      type: 'walletKit',
      async setup() {
        followEip155Connection(kit, {
          onConnect: (connection) => emit('connect', connection),
          onChange: (change) => emit('change', change),
          onDisconnect: () => emit('disconnect'),
        })
        // A kit connected before the config existed: wagmi learns it once its connectors are set up.
        const connection = readEip155Connection(kit.store.getState())
        if (connection) queueMicrotask(() => emit('connect', connection))
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const connection = await connectWalletKit(kit, { chainId, isReconnecting, chains: config.chains })
        const accounts = withCapabilities
          ? connection.accounts.map((address) => ({ address, capabilities: {} }))
          : connection.accounts
        return { accounts: accounts as never, chainId: connection.chainId }
      },
      async disconnect() {
        await disconnect(kit, { namespace: 'eip155' })
      },
      async getAccounts() {
        return readEip155Connection(kit.store.getState())?.accounts ?? []
      },
      async getChainId() {
        const state = kit.store.getState()
        const active = state.networks.eip155?.caipNetwork?.id
        return readEip155Connection(state)?.chainId ?? Number(active ?? config.chains[0].id)
      },
      async getProvider() {
        await whenEip155Restored(kit)
        if (!readEip155Connection(kit.store.getState())) return undefined
        return kit.adapters.get('eip155')?.getProvider?.() as EIP1193Provider | undefined
      },
      async isAuthorized() {
        await whenEip155Restored(kit)
        return readEip155Connection(kit.store.getState()) !== undefined
      },
      switchChain: ({ chainId }) => switchKitChain(kit, { chainId, chains: config.chains }),
      // The kit follows the wallet's own events; these answer wagmi when it forwards a provider's.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) emit('disconnect')
        else emit('change', { accounts: accounts as Address[] })
      },
      onChainChanged(chainId) {
        emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        emit('disconnect')
      },
    }
  })
}

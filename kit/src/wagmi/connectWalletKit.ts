import type { Chain } from 'viem'
import type { WalletKit } from '../core/WalletKit.js'
import { WagmiConnectorNotConnectedError } from '../errors/WagmiConnectorNotConnectedError.js'
import { type Eip155Connection, readEip155Connection } from './readEip155Connection.js'
import { switchKitChain } from './switchKitChain.js'
import { waitForEip155Connection } from './waitForEip155Connection.js'
import { whenEip155Restored } from './whenEip155Restored.js'

/** Parameters of {@link connectWalletKit}: wagmi's connect parameters and its chains. */
export type ConnectWalletKitParameters = {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  chains: readonly Chain[]
}

/**
 * wagmi's `connect` on the kit. Reconnecting (a page load): the connection the kit restored, or
 * `WagmiConnectorNotConnectedError`, never the modal. Otherwise the kit's connection, at once or once the visitor
 * connects in the modal this opens, then switched to `chainId` when wagmi asks for another chain.
 * @example const { accounts, chainId } = await connectWalletKit(kit, { chains: config.chains })
 */
export async function connectWalletKit(
  kit: WalletKit,
  { chainId, isReconnecting, chains }: ConnectWalletKitParameters,
): Promise<Eip155Connection> {
  if (isReconnecting) {
    await whenEip155Restored(kit)
    const restored = readEip155Connection(kit.store.getState())
    if (!restored) throw new WagmiConnectorNotConnectedError()
    return restored
  }
  const connection = await waitForEip155Connection(kit)
  if (chainId === undefined || chainId === connection.chainId) return connection
  return { accounts: connection.accounts, chainId: (await switchKitChain(kit, { chainId, chains })).id }
}

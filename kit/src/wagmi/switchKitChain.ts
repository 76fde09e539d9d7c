import type { Chain } from 'viem'
import { switchNetwork } from '../core/network/switchNetwork.js'
import type { WalletKit } from '../core/WalletKit.js'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.js'
import { findEip155Network } from './findEip155Network.js'
import { toViemChain } from './toViemChain.js'

/**
 * Switches the kit to its eip155 network of chain `chainId` (the wallet first, when one is connected) and returns
 * that chain as wagmi knows it (one of `chains`, else made from the network). A chain that is not one of the kit's
 * networks throws `NetworkNotFoundError` and leaves the network as it was.
 * @example const chain = await switchKitChain(kit, { chainId: 8453, chains: config.chains })
 */
export async function switchKitChain(
  kit: WalletKit,
  { chainId, chains }: { chainId: number; chains: readonly Chain[] },
): Promise<Chain> {
  const network = findEip155Network(kit, chainId)
  if (!network)
    throw new NetworkNotFoundError({ details: `Chain ${chainId} is not one of WalletKit's networks` })
  await switchNetwork(kit, { network })
  return chains.find((chain) => chain.id === chainId) ?? toViemChain(network)
}

import type { SandboxWorld } from '@walletkit/fixtures'
import type { CaipNetwork, WalletKitOptions } from 'walletkit'
import { bitcoinTestnetNetwork } from '../../../playground/src/bitcoin/bitcoinTestnetNetwork.js'

/**
 * A host's WalletKit options pointed at the local world: every provider service at its stand-in, every eip155
 * network the sandbox runs locally at its local chain's RPC, every Solana network at the local Solana node (its id
 * kept: the node answers whichever cluster the app names), and, when the world runs Bitcoin, every bip122 network
 * at the sandbox's Bitcoin testnet (its name kept: the mock wallet's addresses and the stand-in ledger are
 * testnet's). Networks it does not run are left as they are.
 * @example createWalletKit(pointConfigAtWorld(config, world), dependencies)
 */
export function pointConfigAtWorld(options: WalletKitOptions, world: SandboxWorld): WalletKitOptions {
  const local = new Map(world.chains.map((chain) => [chain.caipNetworkId as string, chain]))
  const runsBitcoin = world.namespaces?.includes('bip122') ?? true
  const pointed: CaipNetwork[] = (options.networks ?? world.chains.map(toCaipNetwork)).map((network) => {
    const chain = local.get(network.caipNetworkId)
    if (chain) return { ...network, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    if (network.chainNamespace === 'solana' && world.solana)
      return {
        ...network,
        rpcUrls: { default: { http: [world.solana.rpcUrl], webSocket: [world.solana.wsUrl] } },
      }
    if (network.chainNamespace === 'bip122' && runsBitcoin)
      return { ...bitcoinTestnetNetwork, name: network.name }
    return network
  })
  // Two bip122 networks (mainnet and testnet) both become the sandbox's testnet: the first one stays.
  const networks = pointed.filter(
    (network, index) => pointed.findIndex((other) => other.caipNetworkId === network.caipNetworkId) === index,
  )
  return { ...options, networks, services: { ...options.services, ...world.services } }
}

function toCaipNetwork(chain: SandboxWorld['chains'][number]): CaipNetwork {
  return {
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
}

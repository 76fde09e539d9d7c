import type { SandboxWorld } from '@walletkit/fixtures'
import { type CaipNetwork, createEip155Adapter, createWalletKit, type WalletKit } from 'walletkit'

/** One CAIP network per local chain of the world, in the world's order. */
export function toCaipNetworks(world: SandboxWorld): CaipNetwork[] {
  return world.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
}

/**
 * Creates the host app's WalletKit once, after the msw worker has started, configured like a real dapp's against the
 * local world: its chains, its stand-in services, no email or social login.
 * @example const kit = createHostKit(playground.world)
 */
export function createHostKit(world: SandboxWorld): WalletKit {
  return createWalletKit(
    {
      projectId: 'sandbox',
      networks: toCaipNetworks(world),
      services: world.services,
      features: { email: false, socials: false },
      // Below the sandbox panel, which stands for the wallet's own window and must stay usable while the modal is open.
      themeVariables: { '--wk-z-index': 50 },
    },
    { adapters: [createEip155Adapter()] },
  )
}

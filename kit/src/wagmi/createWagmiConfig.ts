import type { Chain } from 'viem'
import { type CreateConfigParameters, createConfig, http, type Transport } from 'wagmi'
import type { WalletKit } from '../core/WalletKit.js'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.js'
import { toViemChain } from './toViemChain.js'
import { walletKitConnector } from './walletKitConnector.js'

/** What a host may set beside the chains, transports and connector the kit provides (storage, ssr, polling…). */
export type CreateWagmiConfigParameters = Omit<
  CreateConfigParameters,
  'chains' | 'connectors' | 'transports' | 'client'
> & {
  /** Transports by chain id, replacing the kit's RPC URLs for those chains. */
  transports?: Record<number, Transport> | undefined
}

/**
 * A wagmi config made from the kit: one chain per eip155 network of the kit (in its order), each read over its
 * first RPC URL, and the WalletKit connector, so wagmi's hooks use the account the kit's modal connects. wagmi's
 * own discovery of browser wallets is off: the kit lists them. A kit without eip155 networks throws
 * `NetworkNotFoundError`.
 * @example const config = createWagmiConfig(kit); <WagmiProvider config={config}>…</WagmiProvider>
 */
export function createWagmiConfig(
  kit: WalletKit,
  { transports = {}, ...parameters }: CreateWagmiConfigParameters = {},
) {
  const chains = kit.options.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map(toViemChain)
  const [first, ...rest] = chains
  if (!first)
    throw new NetworkNotFoundError({
      details: 'walletkit/wagmi needs at least one eip155 network in the kit',
    })
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...parameters,
    chains: [first, ...rest] as [Chain, ...Chain[]],
    connectors: [walletKitConnector({ kit })],
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, transports[chain.id] ?? http(chain.rpcUrls.default.http[0])]),
    ),
  })
}

import type { CaipNetwork, Namespace } from 'walletkit'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The networks `create-walletkit --networks` knows by name, as the kit's CAIP networks (spec 3). */
export const knownNetworks = {
  ethereum: {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  },
  base: {
    id: 8453,
    caipNetworkId: 'eip155:8453',
    chainNamespace: 'eip155',
    name: 'Base',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  },
  optimism: {
    id: 10,
    caipNetworkId: 'eip155:10',
    chainNamespace: 'eip155',
    name: 'OP Mainnet',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
    blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  },
  arbitrum: {
    id: 42161,
    caipNetworkId: 'eip155:42161',
    chainNamespace: 'eip155',
    name: 'Arbitrum One',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
    blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  },
  polygon: {
    id: 137,
    caipNetworkId: 'eip155:137',
    chainNamespace: 'eip155',
    name: 'Polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
    blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  },
  sepolia: {
    id: 11155111,
    caipNetworkId: 'eip155:11155111',
    chainNamespace: 'eip155',
    name: 'Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
    testnet: true,
  },
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  },
  'solana-devnet': {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
    testnet: true,
  },
  polkadot: {
    id: '91b171bb158e2d3848fa23a9f1c25182',
    caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    chainNamespace: 'polkadot',
    name: 'Polkadot',
    nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
    rpcUrls: { default: { http: ['wss://rpc.polkadot.io'] } },
  },
  bitcoin: {
    id: '000000000019d6689c085ae165831e93',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    chainNamespace: 'bip122',
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
  },
} satisfies Record<string, CaipNetwork>

/** A name `--networks` accepts. */
export type NetworkName = keyof typeof knownNetworks

/** Every known network name, in the order the prompt lists them. */
export const NETWORK_NAMES = Object.keys(knownNetworks) as NetworkName[]

/** Ethereum and Base: the two chains the sandbox runs locally by default. */
export const DEFAULT_NETWORKS: readonly NetworkName[] = ['ethereum', 'base']

/** The namespaces the kit supports (spec 1); the first is the default. */
export const NAMESPACE_NAMES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
] as const satisfies readonly Namespace[]

/**
 * The namespace a known network belongs to.
 * @example namespaceOf('solana') // 'solana'
 */
export function namespaceOf(name: NetworkName): Namespace {
  return knownNetworks[name].chainNamespace as Namespace
}

/**
 * Whether a string is a known network name.
 * @example isNetworkName('base') // true
 */
export function isNetworkName(name: string): name is NetworkName {
  return Object.hasOwn(knownNetworks, name)
}

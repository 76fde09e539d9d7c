import type { CaipNetwork, Namespace } from 'walletkit'
import {
  arbitrum,
  base,
  bitcoin,
  mainnet,
  optimism,
  polkadot,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
} from 'walletkit/networks'

/** The networks `create-walletkit --networks` knows by name, from the kit's own definitions (`walletkit/networks`). */
export const knownNetworks = {
  ethereum: mainnet,
  base,
  optimism,
  arbitrum,
  polygon,
  sepolia,
  solana,
  'solana-devnet': solanaDevnet,
  polkadot,
  bitcoin,
} satisfies Record<string, CaipNetwork>

/** Each known network's export in `walletkit/networks`, which a generated walletkit.config.ts imports. */
export const networkExports = {
  ethereum: 'mainnet',
  base: 'base',
  optimism: 'optimism',
  arbitrum: 'arbitrum',
  polygon: 'polygon',
  sepolia: 'sepolia',
  solana: 'solana',
  'solana-devnet': 'solanaDevnet',
  polkadot: 'polkadot',
  bitcoin: 'bitcoin',
} as const satisfies Record<keyof typeof knownNetworks, string>

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

import type { CaipNetwork } from '../caipNetworkSchema.js'

/** What differs between two eip155 networks; the rest {@link eip155Network} derives. */
export type Eip155NetworkParameters = {
  id: number
  name: string
  rpcUrl: string
  explorer: { name: string; url: string }
  /** Ether unless given. */
  nativeCurrency?: CaipNetwork['nativeCurrency']
  testnet?: boolean
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * An eip155 network as the kit knows it (spec 3), its CAIP-2 id derived from its chain id.
 * @example eip155Network({ id: 8453, name: 'Base', rpcUrl: 'https://mainnet.base.org', explorer: { name: 'Basescan', url: 'https://basescan.org' } })
 */
export function eip155Network({
  id,
  name,
  rpcUrl,
  explorer,
  nativeCurrency = ether,
  testnet,
}: Eip155NetworkParameters): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: explorer },
    ...(testnet ? { testnet } : {}),
  }
}

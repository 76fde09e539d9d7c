import { ethereumMainnet } from '../defaultNetworks.js'
import { eip155Network } from './eip155Network.js'

// The login frame's twelve eip155 mainnets (spec 9), with public RPC endpoints and explorers. A host with its own RPC
// provider spreads one and replaces `rpcUrls`.

/** Ethereum (eip155:1), the kit's default network. */
export const mainnet = ethereumMainnet

/** OP Mainnet (eip155:10). */
export const optimism = eip155Network({
  id: 10,
  name: 'OP Mainnet',
  rpcUrl: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})

/** Arbitrum One (eip155:42161). */
export const arbitrum = eip155Network({
  id: 42161,
  name: 'Arbitrum One',
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})

/** Polygon (eip155:137). */
export const polygon = eip155Network({
  id: 137,
  name: 'Polygon',
  rpcUrl: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
})

/** Base (eip155:8453). */
export const base = eip155Network({
  id: 8453,
  name: 'Base',
  rpcUrl: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})

/** BNB Smart Chain (eip155:56). */
export const bsc = eip155Network({
  id: 56,
  name: 'BNB Smart Chain',
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
})

/** Avalanche C-Chain (eip155:43114). */
export const avalanche = eip155Network({
  id: 43114,
  name: 'Avalanche',
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
})

/** ZKsync Era (eip155:324). */
export const zksync = eip155Network({
  id: 324,
  name: 'ZKsync Era',
  rpcUrl: 'https://mainnet.era.zksync.io',
  explorer: { name: 'Etherscan', url: 'https://era.zksync.network' },
})

/** Gnosis (eip155:100). */
export const gnosis = eip155Network({
  id: 100,
  name: 'Gnosis',
  rpcUrl: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
})

/** Celo (eip155:42220). */
export const celo = eip155Network({
  id: 42220,
  name: 'Celo',
  rpcUrl: 'https://forno.celo.org',
  explorer: { name: 'Celoscan', url: 'https://celoscan.io' },
  nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
})

/** Linea (eip155:59144). */
export const linea = eip155Network({
  id: 59144,
  name: 'Linea',
  rpcUrl: 'https://rpc.linea.build',
  explorer: { name: 'Lineascan', url: 'https://lineascan.build' },
})

/** Zora (eip155:7777777). */
export const zora = eip155Network({
  id: 7777777,
  name: 'Zora',
  rpcUrl: 'https://rpc.zora.energy',
  explorer: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' },
})

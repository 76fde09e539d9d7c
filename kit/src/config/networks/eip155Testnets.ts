import { eip155Network } from './eip155Network.js'

// The login frame's twelve eip155 testnets (spec 9), one beside each mainnet of eip155Mainnets.ts.

/** Sepolia (eip155:11155111), Ethereum's testnet. */
export const sepolia = eip155Network({
  id: 11155111,
  name: 'Sepolia',
  rpcUrl: 'https://sepolia.drpc.org',
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})

/** OP Sepolia (eip155:11155420). */
export const optimismSepolia = eip155Network({
  id: 11155420,
  name: 'OP Sepolia',
  rpcUrl: 'https://sepolia.optimism.io',
  explorer: { name: 'Etherscan', url: 'https://sepolia-optimism.etherscan.io' },
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})

/** Arbitrum Sepolia (eip155:421614). */
export const arbitrumSepolia = eip155Network({
  id: 421614,
  name: 'Arbitrum Sepolia',
  rpcUrl: 'https://sepolia-rollup.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' },
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})

/** Polygon Amoy (eip155:80002). */
export const polygonAmoy = eip155Network({
  id: 80002,
  name: 'Polygon Amoy',
  rpcUrl: 'https://rpc-amoy.polygon.technology',
  explorer: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' },
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  testnet: true,
})

/** Base Sepolia (eip155:84532). */
export const baseSepolia = eip155Network({
  id: 84532,
  name: 'Base Sepolia',
  rpcUrl: 'https://sepolia.base.org',
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})

/** BNB Smart Chain Testnet (eip155:97). */
export const bscTestnet = eip155Network({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  explorer: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  testnet: true,
})

/** Avalanche Fuji (eip155:43113). */
export const avalancheFuji = eip155Network({
  id: 43113,
  name: 'Avalanche Fuji',
  rpcUrl: 'https://api.avax-test.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' },
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  testnet: true,
})

/** ZKsync Sepolia (eip155:300). */
export const zksyncSepolia = eip155Network({
  id: 300,
  name: 'ZKsync Sepolia',
  rpcUrl: 'https://sepolia.era.zksync.dev',
  explorer: { name: 'Etherscan', url: 'https://sepolia-era.zksync.network' },
  testnet: true,
})

/** Gnosis Chiado (eip155:10200). */
export const gnosisChiado = eip155Network({
  id: 10200,
  name: 'Gnosis Chiado',
  rpcUrl: 'https://rpc.chiadochain.net',
  explorer: { name: 'Blockscout', url: 'https://blockscout.chiadochain.net' },
  nativeCurrency: { name: 'Gnosis Chiado xDAI', symbol: 'XDAI', decimals: 18 },
  testnet: true,
})

/** Celo Alfajores (eip155:44787). */
export const celoAlfajores = eip155Network({
  id: 44787,
  name: 'Celo Alfajores',
  rpcUrl: 'https://alfajores-forno.celo-testnet.org',
  explorer: { name: 'Celoscan', url: 'https://alfajores.celoscan.io' },
  nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
  testnet: true,
})

/** Linea Sepolia (eip155:59141). */
export const lineaSepolia = eip155Network({
  id: 59141,
  name: 'Linea Sepolia',
  rpcUrl: 'https://rpc.sepolia.linea.build',
  explorer: { name: 'Lineascan', url: 'https://sepolia.lineascan.build' },
  testnet: true,
})

/** Zora Sepolia (eip155:999999999). */
export const zoraSepolia = eip155Network({
  id: 999999999,
  name: 'Zora Sepolia',
  rpcUrl: 'https://sepolia.rpc.zora.energy',
  explorer: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy' },
  testnet: true,
})

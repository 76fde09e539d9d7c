// `walletkit/networks`: ready network definitions for `networks` (spec 3), every network the login frame serves
// (spec 9: 24 eip155, 3 Solana) plus Polkadot and Bitcoin. Each is its own export, so a host's bundle keeps only the
// ones it names.
export { bitcoin, bitcoinTestnet } from './config/networks/bitcoinNetworks.js'
export {
  arbitrum,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  linea,
  mainnet,
  optimism,
  polygon,
  zksync,
  zora,
} from './config/networks/eip155Mainnets.js'
export { type Eip155NetworkParameters, eip155Network } from './config/networks/eip155Network.js'
export {
  arbitrumSepolia,
  avalancheFuji,
  baseSepolia,
  bscTestnet,
  celoAlfajores,
  gnosisChiado,
  lineaSepolia,
  optimismSepolia,
  polygonAmoy,
  sepolia,
  zksyncSepolia,
  zoraSepolia,
} from './config/networks/eip155Testnets.js'
export { polkadot } from './config/networks/polkadotNetworks.js'
export { solana, solanaDevnet, solanaTestnet } from './config/networks/solanaNetworks.js'

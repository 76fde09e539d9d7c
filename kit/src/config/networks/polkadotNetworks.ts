import type { CaipNetwork } from '../caipNetworkSchema.js'

/** Polkadot's relay chain; its CAIP-2 id is the first 32 hex characters of its genesis hash. */
export const polkadot: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['wss://rpc.polkadot.io'] } },
}

import type { CaipNetwork } from 'walletkit'

/**
 * Polkadot mainnet as a dapp configures it, for `?namespaces=polkadot`: CAIP-2 reference the first 32 hex characters
 * of its genesis hash, DOT with 10 decimals. Nothing in the sandbox reads its RPC URL (balances come from the
 * blockchain API stand-in), so it points nowhere.
 */
export const polkadotNetwork: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/polkadot'] } },
}

import type { CaipNetwork } from '../caipNetworkSchema.js'

// Bitcoin (bip122): a CAIP-2 id is the first 32 hex characters of the genesis block's hash. The kit reads balances
// through the blockchain API, so the RPC URL is the API's.

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
const api = { default: { http: ['https://rpc.walletconnect.org/v1'] } }

/** Bitcoin mainnet. */
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: api,
}

/** Bitcoin testnet (testnet3). */
export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { ...btc, symbol: 'tBTC' },
  rpcUrls: api,
  testnet: true,
}

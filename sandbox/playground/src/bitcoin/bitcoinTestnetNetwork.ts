import type { CaipNetwork } from 'walletkit'

/**
 * The playground's Bitcoin network with `?namespaces=bip122`: testnet (the sandbox's addresses are tb1…), its balances
 * answered by the mock blockchain API from the sandbox's ledger (no node, so no RPC URL).
 * @example toCaipNetworks(world, ['eip155', 'bip122']).at(-1) // bitcoinTestnetNetwork
 */
export const bitcoinTestnetNetwork: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin (testnet)',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  testnet: true,
}

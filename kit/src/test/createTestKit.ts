import type { CaipNetwork } from '../config/caipNetworkSchema.js'
import type { WalletKitOptions } from '../config/walletKitOptionsSchema.js'
import { createWalletKit, type WalletKitDependencies } from '../core/createWalletKit.js'
import { createKitStorage } from '../utils/createKitStorage.js'

/** Local networks for core tests: two eip155 chains and one solana. */
export const testNetworks = {
  mainnet: network('eip155', 1, 'Ethereum', 'ETH'),
  base: network('eip155', 8453, 'Base', 'ETH'),
  solana: {
    ...network('solana', 0, 'Solana', 'SOL'),
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
} satisfies Record<string, CaipNetwork>

/** A kit for unit tests: in-memory storage, a desktop environment, the test networks, analytics off. */
export function createTestKit(options: WalletKitOptions = {}, dependencies: WalletKitDependencies = {}) {
  return createWalletKit(
    {
      networks: [testNetworks.mainnet, testNetworks.base, testNetworks.solana],
      logLevel: 'silent',
      ...options,
      // Analytics is off unless a test turns it on, so no test reaches for the real analytics host.
      features: { analytics: false, ...options.features },
    },
    {
      storage: createKitStorage({ storage: undefined, prefix: `@walletkit-test-${Math.random()}/` }),
      environment: { isMobile: false, isTelegram: false, os: 'linux' },
      ...dependencies,
    },
  )
}

function network(
  namespace: CaipNetwork['chainNamespace'],
  id: number,
  name: string,
  symbol: string,
): CaipNetwork {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name,
    nativeCurrency: { name, symbol, decimals: namespace === 'solana' ? 9 : 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
  }
}

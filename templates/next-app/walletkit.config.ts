import type { WalletKitOptions } from 'walletkit'

// The app's WalletKit options, read by src/walletKit.ts and by `walletkit dev` and `walletkit doctor`.
// create-walletkit writes this file from your answers; edit it freely.
export default {
  // From your provider's dashboard; empty works in the sandbox only (`walletkit dev`).
  projectId: '',
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    },
    {
      id: 8453,
      caipNetworkId: 'eip155:8453',
      chainNamespace: 'eip155',
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
      blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
    },
  ],
  features: {
    swaps: true,
    onramp: true,
    receive: true,
    send: true,
    email: true,
    emailShowWallets: true,
    socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    history: true,
    analytics: true,
    allWallets: true,
    legalCheckbox: false,
    smartSessions: false,
    collapseWallets: false,
  },
  metadata: { name: 'My WalletKit app', description: '', url: '', icons: [] },
} satisfies WalletKitOptions

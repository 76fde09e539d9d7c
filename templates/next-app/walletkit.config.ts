import type { WalletKitOptions } from 'walletkit'
import { base, mainnet } from 'walletkit/networks'

// The app's WalletKit options, read by src/walletKit.ts and by `walletkit dev` and `walletkit doctor`.
// create-walletkit writes this file from your answers; edit it freely.
export default {
  // From your provider's dashboard; empty works in the sandbox only (`walletkit dev`).
  projectId: '',
  networks: [mainnet, base],
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

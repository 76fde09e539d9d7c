import type { SandboxWorld } from '@walletkit/fixtures'

/** What the test wallet needs of the world: the EVM chains and people, and the local Solana node if any. */
export type TestWalletWorld = Pick<SandboxWorld, 'chains' | 'accounts'> & {
  solana?: Pick<NonNullable<SandboxWorld['solana']>, 'rpcUrl' | 'caipNetworkId'> | undefined
}

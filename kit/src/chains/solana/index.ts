// The Solana adapter, published as `walletkit/solana`: only the factory and types.
export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from './createSolanaAdapter.js'
export type { SolanaSendOptions, SolanaStandardWallet } from './SolanaStandardWallet.js'

// The Bitcoin adapter, published as `walletkit/bitcoin`: only the factory and types.

export type { BitcoinAddress, BitcoinPurpose, BitcoinStandardWallet } from './BitcoinStandardWallet.js'
export {
  type BitcoinAdapter,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './createBitcoinAdapter.js'

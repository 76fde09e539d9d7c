// The Polkadot adapter, published as `walletkit/polkadot`: only the factory and types.
export {
  type CreatePolkadotAdapterParameters,
  createPolkadotAdapter,
  type PolkadotAdapter,
} from './createPolkadotAdapter.js'
export type {
  InjectedPolkadotAccount,
  InjectedPolkadotExtension,
  InjectedPolkadotWallet,
} from './InjectedPolkadot.js'

// `walletkit/wagmi`: wagmi's hooks on the account WalletKit's modal connects (a wagmi connector and a config made
// from the kit's networks). Kept apart from the main entry: a host without wagmi pays nothing and needs no wagmi.
export { WagmiConnectorNotConnectedError } from './errors/WagmiConnectorNotConnectedError.js'
export { type CreateWagmiConfigParameters, createWagmiConfig } from './wagmi/createWagmiConfig.js'
export { toViemChain } from './wagmi/toViemChain.js'
export {
  WALLETKIT_CONNECTOR_ID,
  type WalletKitConnectorParameters,
  walletKitConnector,
} from './wagmi/walletKitConnector.js'

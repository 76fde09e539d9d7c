// The React API of WalletKit: the provider, the hooks, the buttons and the embedded modal.

export type { ThemeMode, ThemeVariables } from '../core/theme/ThemeState.js'
export { WalletKitProviderMissingError } from '../primitives/context/WalletKitProviderMissingError.js'
export { AccountButton, type AccountButtonProps } from './AccountButton.js'
export { ConnectButton, type ConnectButtonCustomProps, type ConnectButtonProps } from './ConnectButton.js'
export { preloadModal } from './loadModal.js'
export { NetworkButton, type NetworkButtonProps } from './NetworkButton.js'
export { type UseAccountParameters, type UseAccountReturnType, useAccount } from './useAccount.js'
export {
  type ConnectButtonAccount,
  type ConnectButtonNetwork,
  type ConnectButtonRenderProps,
  useConnectButton,
} from './useConnectButton.js'
export { type UseDisconnectReturnType, useDisconnect } from './useDisconnect.js'
export { type UseNetworkParameters, type UseNetworkReturnType, useNetwork } from './useNetwork.js'
export { type ProviderNamespace, type UseProviderReturnType, useProvider } from './useProvider.js'
export { type UseWalletInfoReturnType, useWalletInfo } from './useWalletInfo.js'
export { type UseWalletKitReturnType, useWalletKit } from './useWalletKit.js'
export { useWalletKitEvents } from './useWalletKitEvents.js'
export { type UseWalletKitLocaleReturnType, useWalletKitLocale } from './useWalletKitLocale.js'
export { type UseWalletKitThemeReturnType, useWalletKitTheme } from './useWalletKitTheme.js'
export { WalletKitEmbedded } from './WalletKitEmbedded.js'
export { WalletKitProvider, type WalletKitProviderProps } from './WalletKitProvider.js'

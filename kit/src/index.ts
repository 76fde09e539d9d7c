// The public API of `walletkit`. Nothing else is public.

export { createRpcTransport } from './api/createRpcTransport.js'
export type { Nft, NftPage } from './api/nftSchema.js'
// Connectors beyond browser wallets: WalletConnect (QR codes and deep links) and the embedded wallet (email, socials)
export {
  AUTH_CONNECTOR_ID,
  type AuthAdapter,
  type AuthProvider,
  type CreateAuthAdapterParameters,
  createAuthAdapter,
  isAuthProvider,
} from './chains/auth/index.js'
// Chain plumbing a host may need
export type { ChainAdapter, Connector, ConnectorType } from './chains/ChainAdapter.js'
export type { ChainAdapterPort, ChainConnector, CreateConnector } from './chains/ChainAdapterPort.js'
export { createNamespaceAdapter, type NamespaceAdapter } from './chains/createNamespaceAdapter.js'
export {
  type CreateEip155AdapterParameters,
  createEip155Adapter,
  type Eip155Adapter,
  type Eip1193Provider,
} from './chains/eip155/index.js'
export type {
  WalletConnectConnection,
  WalletConnectCoreOptions,
} from './chains/walletconnect/createWalletConnectConnection.js'
export type { WalletConnectState } from './chains/walletconnect/WalletConnectState.js'
// Options and networks
export {
  type CaipNetwork,
  ethereumMainnet,
  NAMESPACES,
  type Namespace,
  type ResolvedWalletKitOptions,
  type SiweConfig,
  type SiweMessageParams,
  type SiweSession,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  type WalletKitOptions,
} from './config/index.js'
export { getActiveAccount } from './core/account/getActiveAccount.js'
export { disconnect } from './core/connection/disconnect.js'
// The instance
export { createWalletKit, type WalletKitDependencies } from './core/createWalletKit.js'
export type { WalletKitEvent, WalletKitEventName } from './core/events/WalletKitEvent.js'
// Actions a host calls
export { setLocale } from './core/locale/setLocale.js'
export { closeModal, openModal } from './core/modal/index.js'
export { getActiveCaipNetwork } from './core/network/getActiveCaipNetwork.js'
export { setActiveCaipNetwork } from './core/network/setActiveCaipNetwork.js'
// Sign-In With Ethereum (the host's callbacks live in the `siwe` option)
export { signInWithEthereum, signOutWithEthereum } from './core/siwe/index.js'
export type { WalletKit } from './core/WalletKit.js'
export type { WalletKitState } from './core/WalletKitState.js'
export { type AddWalletConnectParameters, addWalletConnect } from './core/walletconnect/addWalletConnect.js'
export { getWalletConnectConnector } from './core/walletconnect/getWalletConnectConnector.js'
// Every error the kit throws
export {
  AddChainError,
  AnalyticsForbiddenError,
  AuthRequestFailedError,
  ChainAdapterNotFoundError,
  ChainRequiredForAccountDataError,
  ChainRequiredForAccountPropError,
  ChainRpcError,
  ConnectionClientNotSetError,
  DisconnectChainError,
  DisconnectChainsError,
  DisconnectError,
  EmailCooldownError,
  EmailDependencyLoadError,
  FrameErrorEventError,
  FrameIframeNotSetError,
  FrameParentNotSetError,
  FrameRequestError,
  GasPriceNetworkUnsupportedError,
  HttpStatusError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidEmailError,
  InvalidNameError,
  InvalidOptionsError,
  InvalidProjectIdError,
  InvalidResponseError,
  InvalidRpcRequestError,
  InvalidSendParametersError,
  NameRegistrationError,
  NameUnavailableError,
  NetworkClientNotSetError,
  NetworkNotFoundError,
  NetworkRequestError,
  OriginNotAllowedError,
  ProjectIdNotConfiguredError,
  RequestAbortedError,
  RequestTimeoutError,
  RpcMethodNotAllowedError,
  SendTransactionError,
  SessionExpiredError,
  SiweVerificationError,
  SolanaSendTransactionError,
  SwapsNetworkUnsupportedError,
  TokenBalanceUnavailableError,
  TransactionsAccountAddressRequiredError,
  TransactionsFetchError,
  UnknownError,
  UserRejectedRequestError,
  WalletConnectConnectorNotFoundError,
  WalletKitError,
  type WalletKitErrorParameters,
} from './errors/index.js'
// React: the provider, hooks, buttons and the embedded modal (the modal's views load on first open)
export {
  AccountButton,
  type AccountButtonProps,
  ConnectButton,
  type ConnectButtonAccount,
  type ConnectButtonCustomProps,
  type ConnectButtonNetwork,
  type ConnectButtonProps,
  type ConnectButtonRenderProps,
  NetworkButton,
  type NetworkButtonProps,
  type ProviderNamespace,
  preloadModal,
  type ThemeMode,
  type ThemeVariables,
  type UseAccountParameters,
  type UseAccountReturnType,
  type UseDisconnectReturnType,
  type UseNetworkParameters,
  type UseNetworkReturnType,
  type UseProviderReturnType,
  type UseWalletInfoReturnType,
  type UseWalletKitLocaleReturnType,
  type UseWalletKitReturnType,
  type UseWalletKitThemeReturnType,
  useAccount,
  useConnectButton,
  useDisconnect,
  useNetwork,
  useProvider,
  useWalletInfo,
  useWalletKit,
  useWalletKitEvents,
  useWalletKitLocale,
  useWalletKitTheme,
  WalletKitEmbedded,
  WalletKitProvider,
  WalletKitProviderMissingError,
  type WalletKitProviderProps,
} from './react/index.js'
// CAIP helpers
// Display helpers: the modal's own formats, for a host that shows an address or a balance beside it
export {
  type FormatAddressOptions,
  formatAddress,
  formatBalance,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './utils/index.js'

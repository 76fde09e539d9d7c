// Every timing, cache, limit and list of spec section 9 (and the few constants of sections 1, 5 and 8), in one place.

/** The four account namespaces the kit speaks (spec 1). */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Timings in milliseconds (spec 9). */
export const TIMINGS = {
  shake: 500,
  toastSwap: 150,
  farcasterReload: 100,
  frameSettle: 500,
  rpcTimeout: 10_000,
  fallbackPolling: 4_000,
  emailCooldown: 30_000,
  authRequestTimeout: 30_000,
  pairingExpiry: 4 * 60_000,
  /** A pairing counts as expired when this much or less remains (spec 5). */
  pairingExpiryMargin: 10_000,
  retryInterval: 1_000,
  imagePreloadTimeout: 2_000,
  searchDelay: 300,
  debounce: 500,
  balanceRetryBlock: 30_000,
  /** Embedded-wallet requests for disallowed methods show their error after this delay (spec 8). */
  disallowedRpcErrorDelay: 300,
  /** An embedded-wallet approval left open this long is rejected (not in the spec: no request waits forever). */
  authApprovalTimeout: 5 * 60_000,
} as const

/** Animation durations in milliseconds (spec 9). */
export const ANIMATIONS = { headerText: 120, modalHeight: 150, viewTransition: 150 } as const

/** Cache lifetimes in milliseconds (spec 9). */
export const CACHES = {
  balance: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const

/** Paging and size limits (spec 9). */
export const LIMITS = {
  walletsPerPage: 40,
  recommendedWallets: 4,
  searchResults: 100,
  imagePrefetch: 20,
  pendingTransactions: 99,
  rpcBatchSize: 1000,
  logBufferBytes: 1_024_000,
  recentWallets: 2,
  nameMinLength: 4,
} as const

// The onramp's limits and pay chains (spec 5, 9) are in onrampConstants.ts, the swap's in swapConstants.ts and the
// login frame's networks in loginFrameNetworks.ts, off the start-up path.

/** Connector kinds in the order the Connect view lists them (spec 5, 9). */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorTypeOrderItem = (typeof CONNECTOR_TYPE_ORDER)[number]

/** How long a social login may take between leaving for the provider and coming back; its state expires then. */
export const SOCIAL_LOGIN_STATE_LIFETIME = 10 * 60_000

/** The provider services answer with this status to a configuration problem: origin, project id (spec 8). */
export const HTTP_STATUS_FORBIDDEN = 403

/** The label for a network the kit does not know (spec 8). */
export const UNKNOWN_NETWORK_LABEL = 'Unknown Network'

/** Browser storage keys; each is stored under the kit's prefix (spec 3). */
export const STORAGE_KEYS = {
  sessionToken: 'SESSION_TOKEN',
  emailLoginUsed: 'EMAIL_LOGIN_USED',
  lastUsedChain: 'LAST_USED_CHAIN',
  lastEmailLoginTime: 'LAST_EMAIL_LOGIN_TIME',
  email: 'EMAIL',
  preferredAccountType: 'PREFERRED_ACCOUNT_TYPE',
  smartAccountEnabledNetworks: 'SMART_ACCOUNT_ENABLED_NETWORKS',
  socialUsername: 'SOCIAL_USERNAME',
  /** Not a spec key: the connector id kept across reloads; reset removes it (spec 4). */
  connectorId: 'CONNECTOR_ID',
  /** Not a spec key: the recent wallets list (spec 4, at most 2). */
  recentWallets: 'RECENT_WALLETS',
  /** Not a spec key: transactions sent from the kit and not yet mined, kept across reloads (spec 9: at most 99). */
  pendingTransactions: 'PENDING_TRANSACTIONS',
  /** Not a spec key: the random state of the social login under way, checked when the provider sends the page back. */
  socialLoginState: 'SOCIAL_LOGIN_STATE',
  /** Not a spec key: the Polkadot account last active, restored first after a reload if the extension still shares it. */
  polkadotAccount: 'POLKADOT_ACCOUNT',
  /** Not a spec key: the CAIP address each connected namespace shows, so a server render can show it (walletkit/ssr). */
  connectedAccounts: 'CONNECTED_ACCOUNTS',
} as const
export const STORAGE_PREFIX = '@walletkit/'

/** Where the kit says it comes from, in every request (spec 7 `st` and `sv`). */
export const SDK_TYPE = 'walletkit'
export const SDK_VERSION = 'react-walletkit-0.1.0'

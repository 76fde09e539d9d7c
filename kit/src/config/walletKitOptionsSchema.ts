import { z } from 'zod'
import { type CaipNetwork, caipNetworkSchema } from './caipNetworkSchema.js'
import { CONNECTOR_TYPE_ORDER, NAMESPACES, type Namespace, STORAGE_PREFIX } from './constants.js'
import { ethereumMainnet } from './defaultNetworks.js'
import { siweConfigSchema } from './siweConfigSchema.js'

/** Social providers in the spec's default order (spec 1). Farcaster is a social entry too. */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug', 'trace'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const namespaceList = z.array(z.enum(NAMESPACES))
const url = z.url({ protocol: /^https?$/, error: 'an http(s) URL' })
const wsUrl = z.url({ protocol: /^wss?$/, error: 'a ws(s) URL' })

const featuresSchema = z.strictObject({
  swaps: z.boolean().default(true),
  onramp: z.boolean().default(true),
  receive: z.boolean().default(true),
  send: z.boolean().default(true),
  email: z.boolean().default(true),
  emailShowWallets: z.boolean().default(true),
  history: z.boolean().default(true),
  analytics: z.boolean().default(true),
  allWallets: z.boolean().default(true),
  legalCheckbox: z.boolean().default(false),
  smartSessions: z.boolean().default(false),
  collapseWallets: z.boolean().default(false),
  /** Social logins in display order, or false for none (spec 1). */
  socials: z
    .union([z.literal(false), z.array(z.enum(SOCIAL_PROVIDERS))])
    .default(() => [...SOCIAL_PROVIDERS]),
  /** Connector groups to show first, in this order (spec 5: "overrides come first"). */
  connectorTypeOrder: z.array(z.enum(CONNECTOR_TYPE_ORDER)).optional(),
  /** Overrides the connect-method order of spec 2. */
  connectMethodsOrder: z.array(z.enum(CONNECT_METHODS)).optional(),
  /** The order of the account's wallet features (spec 1). */
  walletFeaturesOrder: z.array(z.enum(WALLET_FEATURES)).default(() => [...WALLET_FEATURES]),
})

/** Which namespaces each account feature works on (spec 1). */
const networkSupportSchema = z.strictObject({
  balance: namespaceList.default((): Namespace[] => ['eip155', 'solana']),
  names: namespaceList.default((): Namespace[] => ['eip155']),
  activity: namespaceList.default((): Namespace[] => ['eip155']),
  onramp: namespaceList.default((): Namespace[] => ['eip155', 'solana']),
})

const defaultAccountTypesSchema = z.strictObject({
  eip155: z.enum(['eoa', 'smartAccount']).default('smartAccount'),
  solana: z.enum(['eoa']).default('eoa'),
  polkadot: z.enum(['eoa']).default('eoa'),
  bip122: z.enum(['payment', 'ordinal', 'stx']).default('payment'),
})

/** A wallet the host adds to the list itself (spec 3 wallet directory entry fields). */
const customWalletSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  rdns: z.string().optional(),
  homepage: url.optional(),
  image_url: url.optional(),
  mobile_link: z.string().optional(),
  desktop_link: z.string().optional(),
  webapp_link: url.optional(),
})

/** Where each provider service lives; a host or the sandbox can point any of them anywhere. */
const servicesSchema = z.strictObject({
  blockchainApiUrl: url.default('https://rpc.walletconnect.org'),
  walletDirectoryUrl: url.default('https://api.web3modal.org'),
  analyticsUrl: url.default('https://pulse.walletconnect.org'),
  loginFrameUrl: url.default('https://secure.walletconnect.org/sdk'),
  relayUrl: wsUrl.default('wss://relay.walletconnect.org'),
})

const metadataSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().default(''),
  url: z.string().default(''),
  icons: z.array(z.string()).default(() => []),
})

/** Every option of `createWalletKit`, with the defaults of spec sections 1, 3 and 9. */
export const walletKitOptionsSchema = z
  .strictObject({
    /** The provider cloud's project id; empty for sandbox-only use (spec 8 "Project ID Not Configured"). */
    projectId: z.string().default(''),
    networks: z
      .array(caipNetworkSchema)
      .min(1, 'at least one network')
      .default(() => [ethereumMainnet]),
    /** The network to start on; spec 1 default eip155:1, else the first network given. */
    defaultNetwork: z.string().optional(),
    features: featuresSchema.default(() => featuresSchema.parse({})),
    networkSupport: networkSupportSchema.default(() => networkSupportSchema.parse({})),
    defaultAccountTypes: defaultAccountTypesSchema.default(() => defaultAccountTypesSchema.parse({})),
    enableNetworkSwitch: z.boolean().default(true),
    allowUnsupportedChain: z.boolean().default(false),
    enableWalletConnect: z.boolean().default(true),
    enableInjected: z.boolean().default(true),
    enableEIP6963: z.boolean().default(true),
    featuredWalletIds: z.array(z.string()).default(() => []),
    includeWalletIds: z.array(z.string()).default(() => []),
    /** Excluded by directory id, rdns, or name (case-insensitive), spec 5. */
    excludeWalletIds: z.array(z.string()).default(() => []),
    customWallets: z.array(customWalletSchema).default(() => []),
    termsConditionsUrl: url.optional(),
    privacyPolicyUrl: url.optional(),
    metadata: metadataSchema.default(() => metadataSchema.parse({ name: 'WalletKit app' })),
    /** light or dark; left out, the kit follows the visitor's system preference. */
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z
      .record(z.string().regex(/^--wk-[-a-z0-9]+$/), z.union([z.string(), z.number()]))
      .default(() => ({})),
    width: z.number().int().min(280).max(640).default(360),
    logLevel: z.enum(LOG_LEVELS).default('error'),
    /** Shows the configuration alerts of spec 8, which are otherwise hidden. */
    debug: z.boolean().default(false),
    services: servicesSchema.default(() => servicesSchema.parse({})),
    /** The prefix of every browser storage key; give two kits on one page different prefixes to keep their sessions apart. */
    storagePrefix: z.string().min(1).default(STORAGE_PREFIX),
    /** Sent as clientId on every blockchain API GET (spec 7), when set. */
    clientId: z.string().optional(),
    /** Sign-In With Ethereum after connect (the ConnectingSiwe view), with the host's callbacks. */
    siwe: siweConfigSchema.optional(),
  })
  .superRefine((options, context) => {
    if (options.defaultNetwork && !options.networks.some((n) => n.caipNetworkId === options.defaultNetwork))
      context.addIssue({
        code: 'custom',
        path: ['defaultNetwork'],
        message: `one of the configured networks (${options.networks.map((n) => n.caipNetworkId).join(', ')})`,
      })
    const ids = options.networks.map((n) => n.caipNetworkId)
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
    if (duplicate)
      context.addIssue({
        code: 'custom',
        path: ['networks'],
        message: `unique networks; ${duplicate} is listed twice`,
      })
  })

export type WalletKitOptions = z.input<typeof walletKitOptionsSchema>
export type ResolvedWalletKitOptions = z.output<typeof walletKitOptionsSchema>
export type { CaipNetwork }

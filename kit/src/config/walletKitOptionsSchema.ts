import { z } from 'zod/mini'
import { type CaipNetwork, caipNetworkSchema } from './caipNetworkSchema.js'
import { CONNECTOR_TYPE_ORDER, NAMESPACES, type Namespace, STORAGE_PREFIX } from './constants.js'
import { ethereumMainnet } from './defaultNetworks.js'
import { SUPPORTED_LOCALES } from './locales.js'
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
const nonEmpty = z.string().check(z.minLength(1))

const featuresSchema = z.strictObject({
  swaps: z._default(z.boolean(), true),
  onramp: z._default(z.boolean(), true),
  receive: z._default(z.boolean(), true),
  send: z._default(z.boolean(), true),
  email: z._default(z.boolean(), true),
  emailShowWallets: z._default(z.boolean(), true),
  history: z._default(z.boolean(), true),
  analytics: z._default(z.boolean(), true),
  allWallets: z._default(z.boolean(), true),
  legalCheckbox: z._default(z.boolean(), false),
  smartSessions: z._default(z.boolean(), false),
  collapseWallets: z._default(z.boolean(), false),
  /** Social logins in display order, or false for none (spec 1). */
  socials: z._default(z.union([z.literal(false), z.array(z.enum(SOCIAL_PROVIDERS))]), () => [
    ...SOCIAL_PROVIDERS,
  ]),
  /** Connector groups to show first, in this order (spec 5: "overrides come first"). */
  connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_TYPE_ORDER))),
  /** Overrides the connect-method order of spec 2. */
  connectMethodsOrder: z.optional(z.array(z.enum(CONNECT_METHODS))),
  /** The order of the account's wallet features (spec 1). */
  walletFeaturesOrder: z._default(z.array(z.enum(WALLET_FEATURES)), () => [...WALLET_FEATURES]),
})

/** Which namespaces each account feature works on (spec 1). */
const networkSupportSchema = z.strictObject({
  balance: z._default(namespaceList, (): Namespace[] => ['eip155', 'solana']),
  names: z._default(namespaceList, (): Namespace[] => ['eip155']),
  activity: z._default(namespaceList, (): Namespace[] => ['eip155']),
  onramp: z._default(namespaceList, (): Namespace[] => ['eip155', 'solana']),
})

const defaultAccountTypesSchema = z.strictObject({
  eip155: z._default(z.enum(['eoa', 'smartAccount']), 'smartAccount'),
  solana: z._default(z.enum(['eoa']), 'eoa'),
  polkadot: z._default(z.enum(['eoa']), 'eoa'),
  bip122: z._default(z.enum(['payment', 'ordinal', 'stx']), 'payment'),
})

/** A wallet the host adds to the list itself (spec 3 wallet directory entry fields). */
const customWalletSchema = z.strictObject({
  id: nonEmpty,
  name: nonEmpty,
  rdns: z.optional(z.string()),
  homepage: z.optional(url),
  image_url: z.optional(url),
  mobile_link: z.optional(z.string()),
  desktop_link: z.optional(z.string()),
  webapp_link: z.optional(url),
})

/** Where each provider service lives; a host or the sandbox can point any of them anywhere. */
const servicesSchema = z.strictObject({
  blockchainApiUrl: z._default(url, 'https://rpc.walletconnect.org'),
  walletDirectoryUrl: z._default(url, 'https://api.web3modal.org'),
  analyticsUrl: z._default(url, 'https://pulse.walletconnect.org'),
  loginFrameUrl: z._default(url, 'https://secure.walletconnect.org/sdk'),
  relayUrl: z._default(wsUrl, 'wss://relay.walletconnect.org'),
})

const metadataSchema = z.strictObject({
  name: nonEmpty,
  description: z._default(z.string(), ''),
  url: z._default(z.string(), ''),
  icons: z._default(z.array(z.string()), () => []),
})

/** Every option of `createWalletKit`, with the defaults of spec sections 1, 3 and 9. */
export const walletKitOptionsSchema = z
  .strictObject({
    /** The provider cloud's project id; empty for sandbox-only use (spec 8 "Project ID Not Configured"). */
    projectId: z._default(z.string(), ''),
    networks: z._default(z.array(caipNetworkSchema).check(z.minLength(1, 'at least one network')), () => [
      ethereumMainnet,
    ]),
    /** The network to start on; spec 1 default eip155:1, else the first network given. */
    defaultNetwork: z.optional(z.string()),
    features: z._default(featuresSchema, () => featuresSchema.parse({})),
    networkSupport: z._default(networkSupportSchema, () => networkSupportSchema.parse({})),
    defaultAccountTypes: z._default(defaultAccountTypesSchema, () => defaultAccountTypesSchema.parse({})),
    enableNetworkSwitch: z._default(z.boolean(), true),
    allowUnsupportedChain: z._default(z.boolean(), false),
    enableWalletConnect: z._default(z.boolean(), true),
    enableInjected: z._default(z.boolean(), true),
    enableEIP6963: z._default(z.boolean(), true),
    featuredWalletIds: z._default(z.array(z.string()), () => []),
    includeWalletIds: z._default(z.array(z.string()), () => []),
    /** Excluded by directory id, rdns, or name (case-insensitive), spec 5. */
    excludeWalletIds: z._default(z.array(z.string()), () => []),
    customWallets: z._default(z.array(customWalletSchema), () => []),
    termsConditionsUrl: z.optional(url),
    privacyPolicyUrl: z.optional(url),
    metadata: z._default(metadataSchema, () => metadataSchema.parse({ name: 'WalletKit app' })),
    /** The language of the modal and buttons, a BCP 47 tag; left out, the visitor's browser language (else English). */
    locale: z.optional(z.enum(SUPPORTED_LOCALES)),
    /** light or dark; left out, the kit follows the visitor's system preference. */
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z._default(
      z.record(z.string().check(z.regex(/^--wk-[-a-z0-9]+$/)), z.union([z.string(), z.number()])),
      () => ({}),
    ),
    width: z._default(z.int().check(z.minimum(280), z.maximum(640)), 360),
    logLevel: z._default(z.enum(LOG_LEVELS), 'error'),
    /** Shows the configuration alerts of spec 8, which are otherwise hidden. */
    debug: z._default(z.boolean(), false),
    services: z._default(servicesSchema, () => servicesSchema.parse({})),
    /** The prefix of every browser storage key; give two kits on one page different prefixes to keep their sessions apart. */
    storagePrefix: z._default(nonEmpty, STORAGE_PREFIX),
    /** Sent as clientId on every blockchain API GET (spec 7), when set. */
    clientId: z.optional(z.string()),
    /** Sign-In With Ethereum after connect (the ConnectingSiwe view), with the host's callbacks. */
    siwe: z.optional(siweConfigSchema),
  })
  .check(
    z.superRefine((options, context) => {
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
    }),
  )

export type WalletKitOptions = z.input<typeof walletKitOptionsSchema>
export type ResolvedWalletKitOptions = z.output<typeof walletKitOptionsSchema>
export type { CaipNetwork }

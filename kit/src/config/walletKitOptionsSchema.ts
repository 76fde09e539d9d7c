import * as v from 'valibot'
import { type CaipNetwork, caipNetworkSchema } from './caipNetworkSchema.js'
import { CONNECTOR_TYPE_ORDER, NAMESPACES, type Namespace, STORAGE_PREFIX } from './constants.js'
import { ethereumMainnet } from './defaultNetworks.js'
import { SUPPORTED_LOCALES } from './locales.js'
import { siweConfigSchema } from './siweConfigSchema.js'
import { urlSchema } from './urlSchema.js'

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

const namespaceList = v.array(v.picklist(NAMESPACES))
const url = urlSchema('http')
const nonEmpty = v.pipe(v.string(), v.minLength(1))
const flag = (value: boolean) => v.optional(v.boolean(), value)

const featuresSchema = v.strictObject({
  swaps: flag(true),
  onramp: flag(true),
  receive: flag(true),
  send: flag(true),
  email: flag(true),
  emailShowWallets: flag(true),
  history: flag(true),
  analytics: flag(true),
  allWallets: flag(true),
  legalCheckbox: flag(false),
  smartSessions: flag(false),
  collapseWallets: flag(false),
  /** Social logins in display order, or false for none (spec 1). */
  socials: v.optional(v.union([v.literal(false), v.array(v.picklist(SOCIAL_PROVIDERS))]), () => [
    ...SOCIAL_PROVIDERS,
  ]),
  /** Connector groups to show first, in this order (spec 5: "overrides come first"). */
  connectorTypeOrder: v.optional(v.array(v.picklist(CONNECTOR_TYPE_ORDER))),
  /** Overrides the connect-method order of spec 2. */
  connectMethodsOrder: v.optional(v.array(v.picklist(CONNECT_METHODS))),
  /** The order of the account's wallet features (spec 1). */
  walletFeaturesOrder: v.optional(v.array(v.picklist(WALLET_FEATURES)), () => [...WALLET_FEATURES]),
})

/** Which namespaces each account feature works on (spec 1). */
const networkSupportSchema = v.strictObject({
  balance: v.optional(namespaceList, (): Namespace[] => ['eip155', 'solana']),
  names: v.optional(namespaceList, (): Namespace[] => ['eip155']),
  activity: v.optional(namespaceList, (): Namespace[] => ['eip155']),
  onramp: v.optional(namespaceList, (): Namespace[] => ['eip155', 'solana']),
})

const defaultAccountTypesSchema = v.strictObject({
  eip155: v.optional(v.picklist(['eoa', 'smartAccount']), 'smartAccount'),
  solana: v.optional(v.picklist(['eoa']), 'eoa'),
  polkadot: v.optional(v.picklist(['eoa']), 'eoa'),
  bip122: v.optional(v.picklist(['payment', 'ordinal', 'stx']), 'payment'),
})

/** A wallet the host adds to the list itself (spec 3 wallet directory entry fields). */
const customWalletSchema = v.strictObject({
  id: nonEmpty,
  name: nonEmpty,
  rdns: v.optional(v.string()),
  homepage: v.optional(url),
  image_url: v.optional(url),
  mobile_link: v.optional(v.string()),
  desktop_link: v.optional(v.string()),
  webapp_link: v.optional(url),
})

/** Where each provider service lives; a host or the sandbox can point any of them anywhere. */
const servicesSchema = v.strictObject({
  blockchainApiUrl: v.optional(url, 'https://rpc.walletconnect.org'),
  walletDirectoryUrl: v.optional(url, 'https://api.web3modal.org'),
  analyticsUrl: v.optional(url, 'https://pulse.walletconnect.org'),
  loginFrameUrl: v.optional(url, 'https://secure.walletconnect.org/sdk'),
  relayUrl: v.optional(urlSchema('ws'), 'wss://relay.walletconnect.org'),
})

const metadataSchema = v.strictObject({
  name: nonEmpty,
  description: v.optional(v.string(), ''),
  url: v.optional(v.string(), ''),
  icons: v.optional(v.array(v.string()), () => []),
})

/**
 * Every option of `createWalletKit`, with the defaults of spec sections 1, 3 and 9. A valibot schema, not zod: it is
 * parsed on every page load, and valibot's functions tree-shake to the few this schema uses where zod's core stays
 * whole (about 15 KiB gz before the first click, issue "Instant"). An object default is parsed like a given value,
 * so `features: {}` and a missing `features` fill the same defaults.
 * @example v.parse(walletKitOptionsSchema, { projectId: 'abc' }).features.swaps // true
 */
export const walletKitOptionsSchema = v.pipe(
  v.strictObject({
    /** The provider cloud's project id; empty for sandbox-only use (spec 8 "Project ID Not Configured"). */
    projectId: v.optional(v.string(), ''),
    networks: v.optional(v.pipe(v.array(caipNetworkSchema), v.minLength(1, 'at least one network')), () => [
      ethereumMainnet,
    ]),
    /** The network to start on; spec 1 default eip155:1, else the first network given. */
    defaultNetwork: v.optional(v.string()),
    features: v.optional(featuresSchema, {}),
    networkSupport: v.optional(networkSupportSchema, {}),
    defaultAccountTypes: v.optional(defaultAccountTypesSchema, {}),
    enableNetworkSwitch: flag(true),
    allowUnsupportedChain: flag(false),
    enableWalletConnect: flag(true),
    enableInjected: flag(true),
    enableEIP6963: flag(true),
    featuredWalletIds: v.optional(v.array(v.string()), () => []),
    includeWalletIds: v.optional(v.array(v.string()), () => []),
    /** Excluded by directory id, rdns, or name (case-insensitive), spec 5. */
    excludeWalletIds: v.optional(v.array(v.string()), () => []),
    customWallets: v.optional(v.array(customWalletSchema), () => []),
    termsConditionsUrl: v.optional(url),
    privacyPolicyUrl: v.optional(url),
    metadata: v.optional(metadataSchema, { name: 'WalletKit app' }),
    /** The language of the modal and buttons, a BCP 47 tag; left out, the visitor's browser language (else English). */
    locale: v.optional(v.picklist(SUPPORTED_LOCALES)),
    /** light or dark; left out, the kit follows the visitor's system preference. */
    themeMode: v.optional(v.picklist(['light', 'dark'])),
    themeVariables: v.optional(
      v.record(v.pipe(v.string(), v.regex(/^--wk-[-a-z0-9]+$/)), v.union([v.string(), v.number()])),
      () => ({}),
    ),
    width: v.optional(
      v.pipe(v.number(), v.safeInteger('expected int'), v.minValue(280), v.maxValue(640)),
      360,
    ),
    logLevel: v.optional(v.picklist(LOG_LEVELS), 'error'),
    /** Shows the configuration alerts of spec 8, which are otherwise hidden. */
    debug: flag(false),
    services: v.optional(servicesSchema, {}),
    /** The prefix of every browser storage key; give two kits on one page different prefixes to keep their sessions apart. */
    storagePrefix: v.optional(nonEmpty, STORAGE_PREFIX),
    /** Sent as clientId on every blockchain API GET (spec 7), when set. */
    clientId: v.optional(v.string()),
    /** Sign-In With Ethereum after connect (the ConnectingSiwe view), with the host's callbacks. */
    siwe: v.optional(siweConfigSchema),
  }),
  // Like the checks of zod, these run once every option has its type (range and format issues aside).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const options = dataset.value
    const ids = options.networks.map((network) => network.caipNetworkId)
    const at = (key: 'defaultNetwork' | 'networks'): [v.ObjectPathItem] => [
      { type: 'object', origin: 'value', input: options, key, value: options[key] },
    ]
    if (options.defaultNetwork && !ids.includes(options.defaultNetwork))
      addIssue({ path: at('defaultNetwork'), message: `one of the configured networks (${ids.join(', ')})` })
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
    if (duplicate)
      addIssue({ path: at('networks'), message: `unique networks; ${duplicate} is listed twice` })
  }),
)

export type WalletKitOptions = v.InferInput<typeof walletKitOptionsSchema>
export type ResolvedWalletKitOptions = v.InferOutput<typeof walletKitOptionsSchema>
export type { CaipNetwork }

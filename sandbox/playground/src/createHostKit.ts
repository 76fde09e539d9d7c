import { type SandboxWorld, sandboxPolkadotWalletInfo } from '@walletkit/fixtures'
import {
  type CaipNetwork,
  createAuthAdapter,
  createEip155Adapter,
  createWalletKit,
  type Namespace,
  type WalletKit,
} from 'walletkit'
import { createBitcoinAdapter } from 'walletkit/bitcoin'
import { createPolkadotAdapter } from 'walletkit/polkadot'
import { createSolanaAdapter } from 'walletkit/solana'
import { bitcoinTestnetNetwork } from './bitcoin/bitcoinTestnetNetwork.js'
import { readBitcoinAccountType } from './bitcoin/readBitcoinAccountType.js'
import { createSandboxSiwe } from './createSandboxSiwe.js'
import { readAuthTimeout } from './inbox/readAuthTimeout.js'
import { polkadotNetwork } from './polkadotNetwork.js'
import { readAccountOptions } from './readAccountOptions.js'
import { readConnectOptions } from './readConnectOptions.js'
import { readDebugSwitch } from './readDebugSwitch.js'
import { readNamespaces } from './readNamespaces.js'
import { readVisitorLocale } from './readVisitorLocale.js'
import { readVisitorTimeZone } from './readVisitorTimeZone.js'
import { withSandboxWalletConnect } from './walletconnect/withSandboxWalletConnect.js'

/**
 * The public explorers of the networks the local chains stand for, as a dapp configures them: the kit links to
 * them (Account, a transaction's detail). They do not know the local chains' own transactions; the link is never
 * followed by the tests.
 */
const EXPLORERS: Record<number, CaipNetwork['blockExplorers']> = {
  1: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  8453: { default: { name: 'Basescan', url: 'https://basescan.org' } },
}

/** The world's local Solana network as a dapp would configure a cluster. */
const toSolanaNetwork = (solana: NonNullable<SandboxWorld['solana']>): CaipNetwork => ({
  id: solana.caipNetworkId.slice('solana:'.length),
  caipNetworkId: solana.caipNetworkId,
  chainNamespace: 'solana',
  name: 'Solana (local)',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  testnet: true,
})

/**
 * One CAIP network per local chain of the world, in the world's order, then the local Solana network when the
 * namespaces include solana and the world runs one, then Polkadot when they include polkadot and Bitcoin testnet
 * when they include bip122.
 */
export function toCaipNetworks(
  world: SandboxWorld,
  namespaces: readonly string[] = ['eip155'],
): CaipNetwork[] {
  const solana = namespaces.includes('solana') && world.solana ? [toSolanaNetwork(world.solana)] : []
  const polkadot = namespaces.includes('polkadot') ? [polkadotNetwork] : []
  const bitcoin = namespaces.includes('bip122') ? [bitcoinTestnetNetwork] : []
  return [...toEip155Networks(world), ...solana, ...polkadot, ...bitcoin]
}

const toEip155Networks = (world: SandboxWorld): CaipNetwork[] =>
  world.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...(EXPLORERS[chain.chainId] ? { blockExplorers: EXPLORERS[chain.chainId] } : {}),
  }))

/** The spec's balance namespaces (eip155, solana), and polkadot and bip122 when configured. */
const balanceNamespaces = (networks: readonly CaipNetwork[]): Namespace[] => [
  'eip155',
  'solana',
  ...(['polkadot', 'bip122'] as const).filter((namespace) =>
    networks.some((network) => network.chainNamespace === namespace),
  ),
]

/**
 * Creates the host app's WalletKit once, after the msw worker has started, configured like a real dapp's against the
 * local world: its chains, its stand-in services, and email and social login through the sandbox's login frame.
 * @example const kit = createHostKit(playground.world)
 */
export function createHostKit(world: SandboxWorld): WalletKit {
  // The Connect view options picked in the panel's Connect section, if any (legal checkbox, collapsed wallets, ...).
  const connect = readConnectOptions(window.location.href)
  // The namespaces picked with ?namespaces= (the world's default, all four, otherwise): their networks and adapters.
  const networks = toCaipNetworks(world, readNamespaces(window.location.href, world.namespaces))
  const bitcoin = networks.some((network) => network.chainNamespace === 'bip122')
  const bitcoinAccountType = readBitcoinAccountType(window.location.href)
  const kit = createWalletKit(
    {
      projectId: 'sandbox',
      networks,
      services: world.services,
      // Polkadot and Bitcoin balances come from the blockchain API stand-in (the wallets give none): the kit asks it.
      // It answers the local Solana network's history too, so its Activity shows.
      networkSupport: { balance: balanceNamespaces(networks), activity: ['eip155', 'solana'] },
      termsConditionsUrl: connect.termsConditionsUrl,
      privacyPolicyUrl: connect.privacyPolicyUrl,
      features: {
        email: true,
        socials: ['google', 'x', 'github', 'discord', 'apple', 'facebook', 'farcaster'],
        ...connect.features,
        // The Account features picked in the panel's Account features section (smart sessions).
        ...readAccountOptions(window.location.href),
      },
      // The language picked in the panel's Visitor section (?locale=), else the browser's; the panel switches it live.
      locale: readVisitorLocale(window.location.href),
      // Below the sandbox panel, which stands for the wallet's own window and must stay usable while the modal is open.
      themeVariables: { '--wk-z-index': 50 },
      // Sign-In With Ethereum after connect, only with ?siwe=1 so the other flows stay as they are.
      // Spec 8's debug alerts, with ?debug=1 (the panel's Debug switch).
      debug: readDebugSwitch(window.location.href),
      siwe: new URLSearchParams(window.location.search).get('siwe') === '1' ? createSandboxSiwe() : undefined,
      // With ?namespaces=bip122: Bitcoin balances from the blockchain API, the account type from ?bip122AccountType=.
      ...(bitcoinAccountType ? { defaultAccountTypes: { bip122: bitcoinAccountType } } : {}),
    },
    {
      // The time zone picked in the panel's Visitor section, if any (the onramp hides in restricted zones).
      environment: {
        timeZone:
          readVisitorTimeZone(window.location.href) ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      adapters: [
        world.services.loginFrameUrl
          ? createAuthAdapter({ base: createEip155Adapter(), timeout: readAuthTimeout(window.location.href) })
          : createEip155Adapter(),
        ...(networks.some((network) => network.chainNamespace === 'solana') ? [createSolanaAdapter()] : []),
        ...(networks.some((network) => network.chainNamespace === 'polkadot')
          ? [
              createPolkadotAdapter({
                names: { [sandboxPolkadotWalletInfo.key]: sandboxPolkadotWalletInfo.name },
              }),
            ]
          : []),
        ...(bitcoin ? [createBitcoinAdapter()] : []),
      ],
    },
  )
  return withSandboxWalletConnect(kit, world)
}

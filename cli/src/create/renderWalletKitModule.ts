import type { Namespace } from 'walletkit'
import type { TemplateName } from './templates.js'

/** Each namespace's adapter: its import and what the comment says it connects. */
const ADAPTERS: Record<Namespace, { name: string; from: string; wallets: string }> = {
  eip155: { name: 'createEip155Adapter', from: 'walletkit', wallets: 'EIP-6963 and window.ethereum' },
  solana: {
    name: 'createSolanaAdapter',
    from: 'walletkit/solana',
    wallets: 'Solana wallets (Wallet Standard)',
  },
  bip122: {
    name: 'createBitcoinAdapter',
    from: 'walletkit/bitcoin',
    wallets: 'Bitcoin wallets (Wallet Standard)',
  },
  polkadot: {
    name: 'createPolkadotAdapter',
    from: 'walletkit/polkadot',
    wallets: 'Polkadot extensions (window.injectedWeb3)',
  },
}
const ORDER: readonly Namespace[] = ['eip155', 'solana', 'bip122', 'polkadot']

/**
 * The source of the app's `src/walletKit.ts` for the namespaces chosen: one adapter per namespace, each imported from
 * its own entry, so the app downloads only the namespaces it configures, and (Vite) WalletConnect for all of them,
 * loaded on first use. With eip155 alone it is the template's file.
 * For `next-app` it exports a function that makes a kit per page load and per server request, on cookie storage.
 * @example renderWalletKitModule(['eip155', 'solana']) // "import { addWalletConnect, createEip155Adapter, createWalletKit } …"
 */
export function renderWalletKitModule(
  namespaces: readonly string[],
  template: TemplateName = 'vite-react-ts',
): string {
  const chosen = ORDER.filter((namespace) => namespaces.includes(namespace)).map(
    (namespace) => ADAPTERS[namespace],
  )
  const next = template === 'next-app'
  const fromKit = chosen.filter((adapter) => adapter.from === 'walletkit').map((adapter) => adapter.name)
  const imports = [
    `import { ${['addWalletConnect', ...fromKit, 'createWalletKit'].join(', ')} } from 'walletkit'`,
    ...chosen
      .filter((adapter) => adapter.from !== 'walletkit')
      .map((adapter) => `import { ${adapter.name} } from '${adapter.from}'`),
    ...(next
      ? ["import { cookieStorage, type WalletKitInitialState, withCookieState } from 'walletkit/ssr'"]
      : []),
    // Next resolves the config by its own name; Vite by the ESM name of the compiled file.
    `import ${next ? 'appConfig' : 'config'} from '../walletkit.config${next ? '' : '.js'}'`,
  ]
  const wallets = chosen.map((adapter) => adapter.wallets)
  const described =
    chosen.length === 1 && chosen[0]?.name === 'createEip155Adapter'
      ? 'browser wallets (EIP-6963 and window.ethereum)'
      : `browser wallets: ${wallets.join('; ')}`
  const adapters = chosen.map((adapter) => `${adapter.name}()`).join(', ')
  if (next)
    return `${imports.join('\n')}

// Under \`walletkit dev\`, the sandbox hands the app its local world (the networks' local RPCs, the stand-in
// services, the local WalletConnect relay) in this variable; unset in a build of your own.
const sandbox = process.env.NEXT_PUBLIC_WALLETKIT_SANDBOX
const config: typeof appConfig = sandbox ? { ...appConfig, ...JSON.parse(sandbox) } : appConfig

/**
 * A new WalletKit made from walletkit.config.ts: ${described}. One per page load
 * and one per server request (src/Providers.tsx), never shared. Its connection is kept in cookies, so the server can
 * render the connected account (\`initialState\`, read in app/layout.tsx).
 */
export function createAppWalletKit(initialState?: WalletKitInitialState) {
  const kit = createWalletKit(config, { adapters: [${adapters}], storage: cookieStorage(config) })
  // WalletConnect (its QR code and All Wallets) for every namespace of the config's networks, loaded on first use.
  addWalletConnect(kit)
  return withCookieState(kit, initialState)
}
`
  return `${imports.join('\n')}

/**
 * The app's one WalletKit, made from walletkit.config.ts: ${described}.
 * And WalletConnect (its QR code and All Wallets) for every namespace of the config's networks.
 */
export const walletKit = createWalletKit(config, { adapters: [${adapters}] })
addWalletConnect(walletKit)
`
}

import type { Namespace } from 'walletkit'

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
 * its own entry, so the app downloads only the namespaces it configures, and WalletConnect for all of them (loaded on
 * first use). With eip155 alone it is the template's file.
 * @example renderWalletKitModule(['eip155', 'solana']) // "import { addWalletConnect, createEip155Adapter, createWalletKit } …"
 */
export function renderWalletKitModule(namespaces: readonly string[]): string {
  const chosen = ORDER.filter((namespace) => namespaces.includes(namespace)).map(
    (namespace) => ADAPTERS[namespace],
  )
  const fromKit = chosen.filter((adapter) => adapter.from === 'walletkit').map((adapter) => adapter.name)
  const imports = [
    `import { ${['addWalletConnect', ...fromKit, 'createWalletKit'].join(', ')} } from 'walletkit'`,
    ...chosen
      .filter((adapter) => adapter.from !== 'walletkit')
      .map((adapter) => `import { ${adapter.name} } from '${adapter.from}'`),
    "import config from '../walletkit.config.js'",
  ]
  const wallets = chosen.map((adapter) => adapter.wallets)
  const described =
    chosen.length === 1 && chosen[0]?.name === 'createEip155Adapter'
      ? 'browser wallets (EIP-6963 and window.ethereum)'
      : `browser wallets: ${wallets.join('; ')}`
  const adapters = chosen.map((adapter) => `${adapter.name}()`).join(', ')
  return `${imports.join('\n')}

/**
 * The app's one WalletKit, made from walletkit.config.ts: ${described}.
 * And WalletConnect (its QR code and All Wallets) for every namespace of the config's networks.
 */
export const walletKit = createWalletKit(config, { adapters: [${adapters}] })
addWalletConnect(walletKit)
`
}

// `walletkit/solana`: the Solana adapter (Wallet Standard wallets, legacy `window.solana`, Solana JSON-RPC balances).
// Kept apart from the main entry so a host that does not import it pays no bytes for it.
export * from './chains/solana/index.js'

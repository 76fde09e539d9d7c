// `walletkit/bitcoin`: the Bitcoin adapter (Wallet Standard bitcoin wallets, balances through the blockchain API).
// Kept apart from the main entry so a host that does not import it pays no bytes for it.
export * from './chains/bip122/index.js'

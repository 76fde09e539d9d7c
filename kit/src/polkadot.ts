// `walletkit/polkadot`: the Polkadot adapter (injected `window.injectedWeb3` extensions, polkadot_* requests).
// Kept apart from the main entry so a host that does not import it pays no bytes for it.
export * from './chains/polkadot/index.js'

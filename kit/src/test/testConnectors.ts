import type { Connector } from '../chains/ChainAdapter.js'

/** Connectors as the chain adapters would offer them, for connector tests. */
export const testConnectors = {
  walletConnect: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
  walletConnectSolana: {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'solana',
  },
  browserWallet: {
    id: 'injected',
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    installed: true,
  },
  metaMask: {
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    chain: 'eip155',
    explorerId: 'mm-id',
    info: { rdns: 'io.metamask' },
    installed: true,
  },
  phantomEvm: {
    id: 'app.phantom',
    name: 'Phantom',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'app.phantom' },
    installed: true,
  },
  phantomSolana: { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', installed: true },
  coinbase: { id: 'coinbaseWallet', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155' },
  auth: { id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' },
  authSolana: { id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'solana' },
} satisfies Record<string, Connector>

import type { Connector } from '../chains/ChainAdapter.js'

/** Browser wallets as the eip155 adapter announces them, for UI tests. */
export const uiTestConnectors = {
  metaMask: {
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'io.metamask', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
    installed: true,
  },
  rabby: {
    id: 'io.rabby',
    name: 'Rabby Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'io.rabby' },
    installed: true,
  },
  auth: { id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' },
} satisfies Record<string, Connector>

import { describe, expect, it } from 'vitest'
import { generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { testConnectors as c } from '../../test/testConnectors.js'
import type { WalletKit } from '../WalletKit.js'
import { addRecentWallet } from '../wallets/addRecentWallet.js'
import type { WalletsState } from '../wallets/WalletsState.js'
import { type ConnectorGroup, getConnectorGroups } from './getConnectorGroups.js'
import { setConnectors } from './setConnectors.js'

const mobile = { environment: { isMobile: true, isTelegram: false, os: 'ios' as const } }

function setDirectory(kit: WalletKit, lists: Partial<WalletsState>) {
  kit.store.setState((state) => ({ wallets: { ...state.wallets, ...lists } }))
}

const summary = (groups: ConnectorGroup[]) =>
  groups.map((group) => [
    group.type,
    group.items.map((item) => (item.kind === 'connector' ? item.connector.name : item.wallet.name)),
  ])

describe('getConnectorGroups', () => {
  it('lists every kind in the spec order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const kit = createTestKit(
      { features: { email: false, socials: false }, customWallets: [{ id: 'mine', name: 'Mine' }] },
      mobile,
    )
    setConnectors(kit, [c.coinbase, c.browserWallet, c.metaMask, c.walletConnect])
    addRecentWallet(kit, { id: 'rainbow', name: 'Rainbow' })
    const [first, ...others] = generateWallets(8)
    setDirectory(kit, { featured: first ? [first] : [], recommended: others })
    expect(summary(getConnectorGroups(kit))).toEqual([
      ['walletConnect', ['WalletConnect']],
      ['recent', ['Rainbow']],
      ['injected', ['MetaMask', 'Browser Wallet']],
      ['featured', ['Wallet 1']],
      ['custom', ['Mine']],
      ['external', ['Coinbase Wallet']],
    ])
  })

  it('shows only non-empty groups', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.metaMask])
    expect(getConnectorGroups(kit).map((group) => group.type)).toEqual(['injected'])
  })

  it('puts the override first', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.walletConnect, c.metaMask, c.coinbase])
    const groups = getConnectorGroups(kit, { connectorTypeOrder: ['external', 'injected'] })
    expect(groups.map((group) => group.type)).toEqual(['external', 'injected', 'walletConnect'])
  })

  it('puts the host option features.connectorTypeOrder first', () => {
    const kit = createTestKit({ features: { connectorTypeOrder: ['external'] } })
    setConnectors(kit, [c.walletConnect, c.metaMask, c.coinbase])
    expect(getConnectorGroups(kit).map((group) => group.type)).toEqual([
      'external',
      'walletConnect',
      'injected',
    ])
  })

  it('leaves WalletConnect out when it is turned off', () => {
    const kit = createTestKit({ enableWalletConnect: false })
    setConnectors(kit, [c.walletConnect, c.metaMask])
    expect(getConnectorGroups(kit).map((group) => group.type)).toEqual(['injected'])
  })

  it('leaves WalletConnect out when the visitor is already connected through it', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.walletConnect, c.walletConnectSolana])
    expect(getConnectorGroups(kit).map((group) => group.type)).toEqual(['walletConnect'])
    kit.store.setState((state) => ({
      connection: { ...state.connection, connectorId: { eip155: 'walletConnect' } },
    }))
    expect(getConnectorGroups(kit)).toEqual([])
  })

  it('lists WalletConnect once even though every namespace offers it', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.walletConnect, c.walletConnectSolana])
    expect(getConnectorGroups(kit)[0]?.items).toHaveLength(1)
  })

  it('hides the Browser Wallet on desktop', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.browserWallet])
    expect(getConnectorGroups(kit)).toEqual([])
  })

  it('merges a wallet offered in two namespaces into one injected row', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.phantomEvm])
    setConnectors(kit, [c.phantomSolana])
    const [injected] = getConnectorGroups(kit)
    expect(injected?.items).toEqual([
      { kind: 'connector', connector: expect.objectContaining({ type: 'MULTI_CHAIN', name: 'Phantom' }) },
    ])
  })

  it('leaves out featured and recommended wallets already listed as a connector or recent wallet', () => {
    const kit = createTestKit({ features: { email: false, socials: false } })
    setConnectors(kit, [c.walletConnect, c.metaMask])
    addRecentWallet(kit, { id: 'rainbow-id', name: 'Rainbow', rdns: 'me.rainbow' })
    kit.store.setState((state) => ({
      wallets: {
        ...state.wallets,
        featured: [
          { id: 'mm-id', name: 'MetaMask', rdns: 'io.metamask' },
          { id: 'zerion-id', name: 'Zerion' },
        ],
        recommended: [
          { id: 'rainbow-id', name: 'Rainbow', rdns: 'me.rainbow' },
          { id: 'trust-id', name: 'Trust Wallet' },
        ],
      },
    }))
    expect(summary(getConnectorGroups(kit))).toEqual([
      ['walletConnect', ['WalletConnect']],
      ['recent', ['Rainbow']],
      ['injected', ['MetaMask']],
      ['featured', ['Zerion']],
      ['recommended', ['Trust Wallet']],
    ])
  })

  it('fills the view with recommended wallets up to 4 rows, counting email and socials as a row each', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.walletConnect, c.auth])
    kit.store.setState((state) => ({ wallets: { ...state.wallets, recommended: generateWallets(4) } }))
    const recommended = getConnectorGroups(kit).find((group) => group.type === 'recommended')
    expect(recommended?.items).toHaveLength(2)
  })

  it('counts no row for email and socials while they do not show (no embedded-wallet connector)', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.walletConnect])
    kit.store.setState((state) => ({ wallets: { ...state.wallets, recommended: generateWallets(4) } }))
    const recommended = getConnectorGroups(kit).find((group) => group.type === 'recommended')
    expect(recommended?.items).toHaveLength(4)
  })

  it('shows no recommended wallets when nothing could connect them', () => {
    const kit = createTestKit({ features: { email: false, socials: false } })
    setDirectory(kit, { recommended: generateWallets(4) })
    expect(getConnectorGroups(kit)).toEqual([])
  })

  it('shows no recommended wallets when WalletConnect, their way in, is turned off', () => {
    const kit = createTestKit({ enableWalletConnect: false, features: { email: false, socials: false } })
    setConnectors(kit, [c.walletConnect])
    setDirectory(kit, { recommended: generateWallets(4) })
    expect(getConnectorGroups(kit)).toEqual([])
  })

  it('leaves out featured and custom wallets matched by an exclusion', () => {
    const kit = createTestKit({
      excludeWalletIds: ['wallet 1', 'mine'],
      customWallets: [{ id: 'mine', name: 'Mine' }],
    })
    setDirectory(kit, { featured: generateWallets(2) })
    expect(summary(getConnectorGroups(kit))).toEqual([['featured', ['Wallet 2']]])
  })
})

import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { setConnectors } from '../connectors/setConnectors.js'
import { getKitConnectMethodsOrder } from './getKitConnectMethodsOrder.js'

const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}
const browserWallet: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
}

describe('getKitConnectMethodsOrder', () => {
  it('keeps email first when no browser wallet is shown', () => {
    const kit = createTestKit()
    setConnectors(kit, [
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])
    expect(getKitConnectMethodsOrder(kit)).toEqual(['email', 'social', 'wallet'])
  })

  it('puts wallet first when an announced wallet is shown', () => {
    const kit = createTestKit()
    setConnectors(kit, [rabby])
    expect(getKitConnectMethodsOrder(kit)).toEqual(['wallet', 'email', 'social'])
  })

  it('does not count the Browser Wallet hidden on desktop', () => {
    const kit = createTestKit()
    setConnectors(kit, [browserWallet])
    expect(getKitConnectMethodsOrder(kit)).toEqual(['email', 'social', 'wallet'])
  })

  it('counts the Browser Wallet on mobile', () => {
    const kit = createTestKit({}, { environment: { isMobile: true, isTelegram: false, os: 'ios' } })
    setConnectors(kit, [browserWallet])
    expect(getKitConnectMethodsOrder(kit)).toEqual(['wallet', 'email', 'social'])
  })

  it('does not count an excluded announced wallet', () => {
    const kit = createTestKit({ excludeWalletIds: ['rabby'] })
    setConnectors(kit, [rabby])
    expect(getKitConnectMethodsOrder(kit)).toEqual(['email', 'social', 'wallet'])
  })
})

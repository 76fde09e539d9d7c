import { describe, expect, it } from 'vitest'
import { testConnectors as c } from '../../test/testConnectors.js'
import { createConnectionState } from '../connection/ConnectionState.js'
import { isConnectedViaWalletConnect } from './isConnectedViaWalletConnect.js'

const state = (
  connectorId: Record<string, string>,
  basic = false,
  connectors = [c.walletConnect, c.metaMask],
) => ({
  connection: { ...createConnectionState(), connectorId, basic },
  connectors: { connectors },
})

describe('isConnectedViaWalletConnect', () => {
  it('is false when nothing is connected', () => {
    expect(isConnectedViaWalletConnect(state({}))).toBe(false)
  })

  it('is true when a namespace uses the WalletConnect connector', () => {
    expect(isConnectedViaWalletConnect(state({ eip155: 'io.metamask', solana: 'walletConnect' }))).toBe(true)
  })

  it('recognises a WalletConnect connector by its kind, whatever its id', () => {
    const custom = { ...c.walletConnect, id: 'wc-v2' }
    expect(isConnectedViaWalletConnect(state({ eip155: 'wc-v2' }, false, [custom]))).toBe(true)
  })

  it('is false when connected through a browser wallet', () => {
    expect(isConnectedViaWalletConnect(state({ eip155: 'io.metamask' }))).toBe(false)
  })

  it('is true for a basic WalletConnect session', () => {
    expect(isConnectedViaWalletConnect(state({}, true))).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import * as walletkit from './index.js'
import * as schemas from './schemas.js'
import * as solana from './solana.js'
import * as wagmi from './wagmi.js'

describe('the public API', () => {
  it('exports exactly these names from walletkit', () => {
    expect(Object.keys(walletkit).sort()).toMatchSnapshot()
  })

  it('exports exactly these names from walletkit/schemas', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })

  it('exports the Solana adapter from walletkit/solana only', () => {
    expect(Object.keys(solana)).toEqual(['createSolanaAdapter'])
    expect(Object.keys(walletkit)).not.toContain('createSolanaAdapter')
  })

  it('exports the wagmi connector and config from walletkit/wagmi only', () => {
    expect(Object.keys(wagmi).sort()).toEqual([
      'WALLETKIT_CONNECTOR_ID',
      'WagmiConnectorNotConnectedError',
      'createWagmiConfig',
      'toViemChain',
      'walletKitConnector',
    ])
    expect(Object.keys(walletkit)).not.toContain('createWagmiConfig')
    expect(Object.keys(walletkit)).not.toContain('walletKitConnector')
  })

  it('lets a host create a kit and open its modal from the entry alone', () => {
    const kit = walletkit.createWalletKit({ logLevel: 'silent' })
    walletkit.openModal(kit)
    expect(kit.store.getState().modal.open).toBe(true)
    expect(walletkit.getActiveCaipNetwork(kit.store.getState())?.caipNetworkId).toBe('eip155:1')
  })
})

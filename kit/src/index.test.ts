import { describe, expect, it } from 'vitest'
import * as walletkit from './index.js'
import * as schemas from './schemas.js'

describe('the public API', () => {
  it('exports exactly these names from walletkit', () => {
    expect(Object.keys(walletkit).sort()).toMatchSnapshot()
  })

  it('exports exactly these names from walletkit/schemas', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })

  it('lets a host create a kit and open its modal from the entry alone', () => {
    const kit = walletkit.createWalletKit({ logLevel: 'silent' })
    walletkit.openModal(kit)
    expect(kit.store.getState().modal.open).toBe(true)
    expect(walletkit.getActiveCaipNetwork(kit.store.getState())?.caipNetworkId).toBe('eip155:1')
  })
})

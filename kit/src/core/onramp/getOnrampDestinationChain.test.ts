import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../test/createTestKit.js'
import { getOnrampDestinationChain } from './getOnrampDestinationChain.js'

describe('getOnrampDestinationChain', () => {
  it('delivers on the pay chain of an eip155 network, falling back to ethereum', () => {
    expect(getOnrampDestinationChain(testNetworks.base)).toBe('base')
    expect(getOnrampDestinationChain({ name: 'Anvil', chainNamespace: 'eip155' })).toBe('ethereum')
    expect(getOnrampDestinationChain(undefined)).toBe('ethereum')
  })

  it('delivers on solana for a Solana account', () => {
    expect(getOnrampDestinationChain(testNetworks.solana)).toBe('solana')
  })
})

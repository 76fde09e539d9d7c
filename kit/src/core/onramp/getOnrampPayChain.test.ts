import { describe, expect, it } from 'vitest'
import { getOnrampPayChain } from './getOnrampPayChain.js'

describe('getOnrampPayChain', () => {
  it.each([
    ['Ethereum', 'ethereum'],
    ['Arbitrum One', 'arbitrum'],
    ['Polygon', 'polygon'],
    ['Berachain', 'berachain'],
    ['Avalanche', 'avalanche-c-chain'],
    ['OP Mainnet', 'optimism'],
    ['Celo', 'celo'],
    ['Base', 'base'],
  ])('pays on %s as %s', (name, payChain) => {
    expect(getOnrampPayChain(name)).toBe(payChain)
  })

  it('accepts a pay-chain name as it is', () => {
    expect(getOnrampPayChain('avalanche-c-chain')).toBe('avalanche-c-chain')
    expect(getOnrampPayChain(' Optimism ')).toBe('optimism')
  })

  it.each(['Solana', 'Gnosis', 'zkSync', '', undefined])('falls back to ethereum for %j', (name) => {
    expect(getOnrampPayChain(name)).toBe('ethereum')
  })
})

import { describe, expect, it } from 'vitest'
import { getOnrampProviders } from './getOnrampProviders.js'

describe('getOnrampProviders', () => {
  it('offers both providers on eip155, each with a 1–2 % fee range (spec 9)', () => {
    const providers = getOnrampProviders('eip155')
    expect(providers.map((provider) => provider.name)).toEqual(['Coinbase', 'Meld'])
    expect(providers.map((provider) => provider.feeRange)).toEqual([
      { min: 1, max: 2 },
      { min: 1, max: 2 },
    ])
  })

  it('offers only the provider that also serves solana on solana', () => {
    expect(getOnrampProviders('solana').map((provider) => provider.id)).toEqual(['meld'])
  })

  it('offers none where no provider delivers', () => {
    expect(getOnrampProviders('bip122')).toEqual([])
  })
})

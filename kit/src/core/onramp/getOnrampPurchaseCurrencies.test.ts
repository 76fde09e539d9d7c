import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../test/createTestKit.js'
import { getOnrampPurchaseCurrencies } from './getOnrampPurchaseCurrencies.js'
import { getOnrampSampleOptions } from './getOnrampSampleOptions.js'

const symbols = (network: Parameters<typeof getOnrampPurchaseCurrencies>[1]) =>
  getOnrampPurchaseCurrencies(getOnrampSampleOptions().purchaseCurrencies, network).map((item) => item.symbol)

describe('getOnrampPurchaseCurrencies', () => {
  it('offers the tokens listed on the active eip155 chain', () => {
    expect(symbols(testNetworks.base)).toEqual(['USDC', 'ETH'])
  })

  it('offers on solana only the tokens listed there', () => {
    expect(symbols(testNetworks.solana)).toEqual(['USDC'])
  })

  it('offers nothing on a chain no token lists, or without a network', () => {
    expect(symbols({ id: 31337, chainNamespace: 'eip155' })).toEqual([])
    expect(symbols(undefined)).toEqual([])
  })
})

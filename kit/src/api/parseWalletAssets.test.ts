import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWalletAssets } from './parseWalletAssets.js'

const usdc = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0xf4240',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'https://icons.example/usdc.png',
  },
}
const ether = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
}

describe('parseWalletAssets', () => {
  it('lists every asset with the chain it was reported on', () => {
    expect(parseWalletAssets({ '0x1': [usdc, ether], '0x2105': [ether] })).toEqual([
      { ...usdc, chainId: '0x1' },
      { ...ether, chainId: '0x1' },
      { ...ether, chainId: '0x2105' },
    ])
  })

  it('returns [] for an empty response', () => {
    expect(parseWalletAssets({})).toEqual([])
  })

  it.each([
    ['a numeric address', { ...usdc, address: 1 }],
    ['a numeric balance', { ...usdc, balance: 1_000_000 }],
    ['an unknown type', { ...usdc, type: 'ERC721' }],
    ['no metadata', { ...usdc, metadata: null }],
    ['decimals as text', { ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }],
    ['price as text', { ...usdc, metadata: { ...usdc.metadata, price: '1' } }],
    ['no icon URL', { ...usdc, metadata: { ...usdc.metadata, iconUrl: undefined } }],
    ['no name', { ...usdc, metadata: { ...usdc.metadata, name: undefined } }],
    ['a numeric symbol', { ...usdc, metadata: { ...usdc.metadata, symbol: 5 } }],
  ])('returns [] when one entry has %s', (_, invalid) => {
    expect(parseWalletAssets({ '0x1': [ether, invalid] })).toEqual([])
  })

  it('returns [] for anything that is not a response, and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(!(typeof value === 'object' && value !== null && Object.keys(value).length === 0))
        const assets = parseWalletAssets(value)
        expect(Array.isArray(assets)).toBe(true)
        expect(assets).toEqual([])
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { SwapAsset } from './SwapAsset.js'
import { searchSwapAssets } from './searchSwapAssets.js'

const asset = (symbol: string, name: string): SwapAsset => ({
  address: `eip155:1:0x${symbol}`,
  symbol,
  name,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '0' },
  native: false,
})
const tokens = [
  asset('ETH', 'Ether'),
  asset('DAI', 'Dai Stablecoin'),
  asset('USDC', 'USD Coin'),
  asset('WKT', 'WalletKit Token'),
]

describe('searchSwapAssets', () => {
  it('finds tokens by symbol or name, trimmed and in any case, symbol prefixes first', () => {
    expect(searchSwapAssets(tokens, ' usd ').map((token) => token.symbol)).toEqual(['USDC'])
    expect(searchSwapAssets(tokens, 'coin').map((token) => token.symbol)).toEqual(['DAI', 'USDC'])
    expect(searchSwapAssets(tokens, 'walletkit').map((token) => token.symbol)).toEqual(['WKT'])
    expect(searchSwapAssets(tokens, 'd').map((token) => token.symbol)).toEqual(['DAI', 'USDC'])
  })

  it('lists every token for an empty search and none for an unknown one', () => {
    expect(searchSwapAssets(tokens, '  ')).toHaveLength(4)
    expect(searchSwapAssets(tokens, 'doge')).toEqual([])
  })
})

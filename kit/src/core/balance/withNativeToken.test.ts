import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../test/createTestKit.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { withNativeToken } from './withNativeToken.js'

const usdc: AccountTokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: '',
}
const eth: AccountTokenBalance = { ...usdc, name: 'Ether', symbol: 'ETH', address: undefined, price: 3000 }

describe('withNativeToken', () => {
  it("puts the API's native token first", () => {
    expect(withNativeToken([usdc, eth], { balance: '9', network: testNetworks.mainnet })).toEqual([eth, usdc])
  })

  it('adds the native token from the RPC balance where the API left it out, without a price', () => {
    const [native, ...rest] = withNativeToken([usdc], { balance: '0.5', network: testNetworks.mainnet })
    expect(native).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 0,
      quantity: { numeric: '0.5' },
    })
    expect(native?.address).toBeUndefined()
    expect(rest).toEqual([usdc])
  })

  it('adds nothing without an RPC balance', () => {
    expect(withNativeToken([usdc], { balance: undefined, network: testNetworks.mainnet })).toEqual([usdc])
  })
})

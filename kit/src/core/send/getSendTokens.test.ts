import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../test/createTestKit.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { getSendTokens } from './getSendTokens.js'

const token = (symbol: string, chainId: string, contract?: string): AccountTokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  address: contract ? `${chainId}:${contract}` : undefined,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})
const wkt = token('WKT', 'eip155:1', '0x5FbDB2315678afecb367f032d93F642f64180aa3')
const baseUsdc = token('USDC', 'eip155:8453', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')
const baseEth = token('ETH', 'eip155:8453')

describe('getSendTokens', () => {
  it("offers only the active network's tokens, never a token left from the previous chain", () => {
    const account = { tokenBalance: [baseEth, baseUsdc, wkt], balance: '2' }
    const { tokens } = getSendTokens({ account, network: testNetworks.mainnet, tokenAddress: undefined })
    expect(tokens.map((offered) => `${offered.symbol} ${offered.chainId}`)).toEqual([
      'ETH eip155:1',
      'WKT eip155:1',
    ])
  })

  it('picks no token when the form names one of another chain (rather than falling back to another token)', () => {
    const account = { tokenBalance: [baseUsdc, wkt], balance: '2' }
    const picked = getSendTokens({ account, network: testNetworks.mainnet, tokenAddress: baseUsdc.address })
    expect(picked.token?.symbol).not.toBe('USDC')
  })
})

import type { SandboxWorld } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { findWorldToken } from './findWorldToken.js'

const usdc = (address: `0x${string}`) => ({
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  address,
  priceUsd: 1,
})
const chain = (chainId: number, tokens: SandboxWorld['chains'][number]['tokens']) => ({
  chainId,
  caipNetworkId: `eip155:${chainId}` as const,
  name: `Chain ${chainId}`,
  nativeSymbol: 'ETH',
  nativePriceUsd: 3000,
  rpcUrl: `http://127.0.0.1:9/${chainId}`,
  tokens,
})
const world = {
  chains: [chain(1, [usdc('0x0000000000000000000000000000000000000001')]), chain(8453, [])],
  accounts: [],
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
} satisfies SandboxWorld

describe('findWorldToken', () => {
  it("finds the token of that symbol on the chain's own deployment", () => {
    expect(findWorldToken(world, { chainId: 1, symbol: 'USDC' })?.address).toBe(
      '0x0000000000000000000000000000000000000001',
    )
  })

  it('finds none on a chain without it, on a chain the world lacks, or without a chain', () => {
    expect(findWorldToken(world, { chainId: 8453, symbol: 'USDC' })).toBeUndefined()
    expect(findWorldToken(world, { chainId: 137, symbol: 'USDC' })).toBeUndefined()
    expect(findWorldToken(world, { chainId: undefined, symbol: 'USDC' })).toBeUndefined()
  })
})

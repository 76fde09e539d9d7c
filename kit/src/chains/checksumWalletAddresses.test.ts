import { describe, expect, it } from 'vitest'
import { checksumAccounts, checksumConnectResult } from './checksumWalletAddresses.js'

const lower = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checksumConnectResult', () => {
  it('checksums the address and every account, keeping the chain', () => {
    expect(checksumConnectResult({ address: lower, chainId: 8453, accounts: [lower] })).toEqual({
      address: checksummed,
      chainId: 8453,
      accounts: [checksummed],
    })
  })

  it('adds no accounts list where the wallet gave none', () => {
    expect(checksumConnectResult({ address: lower, chainId: 1 })).toEqual({
      address: checksummed,
      chainId: 1,
    })
  })
})

describe('checksumAccounts', () => {
  it('checksums EVM addresses and leaves anything else as it came', () => {
    expect(checksumAccounts([lower, 'not-an-address'])).toEqual([checksummed, 'not-an-address'])
  })
})

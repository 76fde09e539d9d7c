import type { SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts } from '@walletkit/fixtures'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeWalletRequest } from './describeWalletRequest.js'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const world: SandboxWorld = {
  chains: [
    {
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum (local)',
      nativeSymbol: 'ETH',
      nativePriceUsd: 3000,
      rpcUrl: 'http://127.0.0.1:8545',
      tokens: [{ symbol: 'USDC', name: 'USD Coin', decimals: 6, address: usdc, priceUsd: 1 }],
    },
  ],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}
const [alice, bob] = sandboxAccounts.map((account) => account.address)

describe('describeWalletRequest', () => {
  it('says how much native currency a transaction sends to whom, and from which account', () => {
    const params = [{ from: alice, to: bob, value: toHex(parseEther('0.5')) }]
    expect(describeWalletRequest({ method: 'eth_sendTransaction', params }, world)).toEqual({
      summary: 'Send 0.5 ETH to 0x70…dc79C8',
      detail: 'From Alice 0xf3…b92266',
    })
  })

  it('reads an ERC-20 transfer of a fixture token as a send of that token', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob as `0x${string}`, parseUnits('12.5', 6)],
    })
    const params = [{ from: alice, to: usdc.toLowerCase(), data }]
    expect(describeWalletRequest({ method: 'eth_sendTransaction', params }, world).summary).toBe(
      'Send 12.5 USDC to 0x70…dc79C8',
    )
  })

  it('shows the text a personal_sign asks to sign, and counts bytes that are not text', () => {
    expect(
      describeWalletRequest({ method: 'personal_sign', params: [toHex('Hello\nsandbox'), alice] }, world),
    ).toEqual({
      summary: 'Sign “Hello sandbox”',
      detail: 'From Alice 0xf3…b92266',
    })
    expect(
      describeWalletRequest({ method: 'personal_sign', params: ['0x00ff10', alice] }, world).summary,
    ).toBe('Sign 3 bytes of data')
  })

  it('names typed data by its primary type and domain, and batches by their size', () => {
    const typed = JSON.stringify({
      primaryType: 'Permit',
      domain: { name: 'USD Coin' },
      types: {},
      message: {},
    })
    expect(
      describeWalletRequest({ method: 'eth_signTypedData_v4', params: [alice, typed] }, world).summary,
    ).toBe('Sign Permit for USD Coin')
    const calls = [{ to: bob, value: '0x1' }, { to: bob }]
    expect(
      describeWalletRequest({ method: 'wallet_sendCalls', params: [{ from: alice, calls }] }, world).summary,
    ).toBe('Send a batch of 2 calls')
  })

  it('falls back to the method for requests it cannot read', () => {
    expect(
      describeWalletRequest({ method: 'eth_signTypedData_v4', params: [alice, '{not json'] }, world),
    ).toEqual({
      summary: 'eth_signTypedData_v4',
    })
    expect(describeWalletRequest({ method: 'eth_requestAccounts', params: [] }, world).summary).toBe(
      'Share 4 accounts with this site',
    )
  })
})

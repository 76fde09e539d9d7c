import type { SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts, sandboxSolanaAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { describeWalletRequest } from './describeWalletRequest.js'

const world: SandboxWorld = {
  chains: [],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}
const alice = sandboxSolanaAccounts[0]?.address ?? ''
const stranger = '11111111111111111111111111111111'
const transaction = new Uint8Array(120)

describe('describeWalletRequest for the mock Solana wallet', () => {
  it('describes a connect with the account it would share', () => {
    expect(
      describeWalletRequest({ method: 'standard:connect', params: { accounts: [alice] } }, world),
    ).toEqual({
      summary: 'Connect: share a Solana account with this site',
      detail: 'Alice DvKY…fGFgsq',
    })
  })

  it('shows the text a message asks to sign, decoded from UTF-8, or its size when it is no text', () => {
    const message = new TextEncoder().encode('Sign in to Sandbox\nnonce: 42 ✓')
    expect(
      describeWalletRequest({ method: 'solana:signMessage', params: { account: alice, message } }, world),
    ).toEqual({ summary: 'Sign message “Sign in to Sandbox nonce: 42 ✓”', detail: 'From Alice DvKY…fGFgsq' })
    const bytes = new Uint8Array([0xff, 0x00, 0x01])
    expect(
      describeWalletRequest({ method: 'solana:signMessage', params: { message: bytes } }, world).summary,
    ).toBe('Sign message of 3 bytes')
    const controls = new Uint8Array([0x68, 0x00, 0x69])
    expect(
      describeWalletRequest({ method: 'solana:signMessage', params: { message: controls } }, world).summary,
    ).toBe('Sign message of 3 bytes')
  })

  it('describes signing a transaction, and signing and sending it, with the chain and account', () => {
    expect(
      describeWalletRequest(
        { method: 'solana:signTransaction', params: { account: stranger, transaction } },
        world,
      ),
    ).toEqual({ summary: 'Sign transaction', detail: 'From 1111…111111' })
    expect(
      describeWalletRequest(
        {
          method: 'solana:signAndSendTransaction',
          params: { account: alice, transaction, chain: 'solana:localnet' },
        },
        world,
      ),
    ).toEqual({ summary: 'Sign and send transaction on solana:localnet', detail: 'From Alice DvKY…fGFgsq' })
  })
})

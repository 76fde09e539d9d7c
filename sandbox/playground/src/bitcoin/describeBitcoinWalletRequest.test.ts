import { type SandboxWorld, sandboxAccounts, sandboxBitcoinAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { describeWalletRequest } from '../describeWalletRequest.js'

const world: SandboxWorld = {
  chains: [],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}

const [alice, bob] = sandboxBitcoinAccounts as [
  (typeof sandboxBitcoinAccounts)[number],
  (typeof sandboxBitcoinAccounts)[number],
]

describe('describeWalletRequest for the mock Bitcoin wallet', () => {
  it('describes connect, sign message and send transfer', () => {
    expect(
      describeWalletRequest(
        {
          method: 'bitcoin:connect',
          params: { purposes: ['ordinals'], addresses: [alice.ordinals.address] },
        },
        world,
      ).summary,
    ).toBe('Connect: share the ordinals address with this site')
    expect(
      describeWalletRequest(
        { method: 'bitcoin:signMessage', params: { address: alice.payment.address, message: 'Hello  BTC' } },
        world,
      ),
    ).toEqual({ summary: 'Sign message “Hello BTC”', detail: expect.stringMatching(/^From Alice tb1q/) })
    expect(
      describeWalletRequest(
        {
          method: 'bitcoin:sendTransfer',
          params: {
            from: alice.payment.address,
            recipients: [{ address: bob.payment.address, amount: 1500 }],
          },
        },
        world,
      ).summary,
    ).toMatch(/^Send 0\.000015 BTC to Bob tb1q/)
  })
})

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

  it('describes a PSBT by what it pays, and says when the wallet broadcasts it', () => {
    const params = {
      from: [alice.payment.address],
      broadcast: false,
      recipients: [{ address: bob.payment.address, amount: 1000 }],
    }
    const signing = describeWalletRequest({ method: 'bitcoin:signPsbt', params }, world)
    expect(signing.summary).toMatch(/^Sign a transaction sending 1,000 sats to Bob tb1q/)
    expect(signing.detail).toMatch(/^From Alice tb1q/)
    expect(
      describeWalletRequest({ method: 'bitcoin:signPsbt', params: { ...params, broadcast: true } }, world)
        .summary,
    ).toMatch(/^Sign and broadcast a transaction sending 1,000 sats to Bob/)
  })
})

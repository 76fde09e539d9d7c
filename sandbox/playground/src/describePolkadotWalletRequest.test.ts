import type { SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts, sandboxPolkadotAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { describeWalletRequest } from './describeWalletRequest.js'

const world: SandboxWorld = {
  chains: [],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}
const alice = sandboxPolkadotAccounts[0]?.address ?? ''
const hex = (bytes: Uint8Array | string) =>
  `0x${Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('hex')}`

describe('describeWalletRequest for the mock Polkadot extension', () => {
  it('describes a connect with the site asking and the account it would share', () => {
    expect(
      describeWalletRequest(
        { method: 'polkadot:enable', params: { origin: 'Your app', accounts: [alice] } },
        world,
      ),
    ).toEqual({
      summary: 'Connect: share a Polkadot account with this site (Your app)',
      detail: `Alice ${alice.slice(0, 4)}…${alice.slice(-6)}`,
    })
  })

  it('shows the text a signRaw asks to sign without its <Bytes> wrapping, or its size when it is no text', () => {
    const wrapped = hex('<Bytes>Hello\nPolkadot</Bytes>')
    expect(
      describeWalletRequest({ method: 'polkadot:signRaw', params: { address: alice, data: wrapped } }, world),
    ).toEqual({
      summary: 'Sign message “Hello Polkadot”',
      detail: `From Alice ${alice.slice(0, 4)}…${alice.slice(-6)}`,
    })
    expect(
      describeWalletRequest(
        { method: 'polkadot:signRaw', params: { data: hex(new Uint8Array([0xff, 0, 1])) } },
        world,
      ).summary,
    ).toBe('Sign message of 3 bytes')
    expect(
      describeWalletRequest({ method: 'polkadot:signRaw', params: { data: 'nope' } }, world).summary,
    ).toBe('Sign message')
  })
})

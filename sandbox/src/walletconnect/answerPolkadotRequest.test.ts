import { createPublicKey, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { answerPolkadotRequest, polkadotMessageBytes } from './answerPolkadotRequest.js'
import { createSandboxPolkadotKey } from './sandboxPolkadotKey.js'
import { fromBase58 } from './solanaTestKey.js'

const alice = createSandboxPolkadotKey('Alice')
/** The Ed25519 public key inside an SS58 address (prefix byte, 32 key bytes, 2 checksum bytes). */
const publicKeyOf = (address: string) =>
  createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), fromBase58(address).subarray(1, 33)]),
    format: 'der',
    type: 'spki',
  })

describe('createSandboxPolkadotKey', () => {
  it("signs as the person the sandbox's Polkadot extension shares: the key inside the address is the seed's", () => {
    expect(alice.address).toBe('5DUskT4gi8qKP6FdAtBGKaWP2zcfZ5aimvhLDAULDsbdzZW2')
    expect(createSandboxPolkadotKey('Bob').address).toBe('5GkQ4cFXTqGkRZL2Ffvvj4RCisTV9H3PVGnwZQ4qAhNnKZq7')
    expect(
      Buffer.from(alice.key.publicKeyBytes).equals(Buffer.from(fromBase58(alice.address).subarray(1, 33))),
    ).toBe(true)
  })
})

describe('answerPolkadotRequest', () => {
  it('signs a text message (wrapped in <Bytes>, as signRaw does) with a hex Ed25519 signature', () => {
    const { signature } = answerPolkadotRequest(
      { method: 'polkadot_signMessage', params: { address: alice.address, message: 'Hello from Your app' } },
      alice,
    )
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const signed = new TextEncoder().encode('<Bytes>Hello from Your app</Bytes>')
    expect(verify(null, signed, publicKeyOf(alice.address), Buffer.from(signature.slice(2), 'hex'))).toBe(
      true,
    )
  })

  it('decodes a hex message, and leaves one already wrapped as it is', () => {
    expect(Buffer.from(polkadotMessageBytes('0x6869')).toString()).toBe('<Bytes>hi</Bytes>')
    expect(Buffer.from(polkadotMessageBytes('<Bytes>hi</Bytes>')).toString()).toBe('<Bytes>hi</Bytes>')
  })

  it('refuses another address, a missing message and a method it does not sign', () => {
    const bob = createSandboxPolkadotKey('Bob').address
    expect(() =>
      answerPolkadotRequest(
        { method: 'polkadot_signMessage', params: { address: bob, message: 'x' } },
        alice,
      ),
    ).toThrow(`polkadot_signMessage: ${bob} is not the test wallet's address`)
    expect(() =>
      answerPolkadotRequest({ method: 'polkadot_signMessage', params: { address: alice.address } }, alice),
    ).toThrow('polkadot_signMessage needs a message')
    expect(() => answerPolkadotRequest({ method: 'polkadot_signTransaction', params: {} }, alice)).toThrow(
      'The test wallet does not support polkadot_signTransaction',
    )
  })
})

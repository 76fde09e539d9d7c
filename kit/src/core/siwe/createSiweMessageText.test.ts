import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { hostSiwe, siweWallet } from '../../test/createSiweTestKit.js'
import { createSiweMessageText } from './createSiweMessageText.js'

describe('createSiweMessageText', () => {
  it("writes an EIP-4361 message with the host's nonce and fields, the checksummed address, chain and issue time", async () => {
    const { siwe } = hostSiwe({ getMessageParams: undefined })
    const message = await createSiweMessageText({
      siwe,
      address: siweWallet.address.toLowerCase(),
      chainId: 8453,
      location: { host: 'shop.example:8080', origin: 'https://shop.example:8080' },
      now: new Date('2026-11-22T20:00:00.000Z'),
    })
    expect(parseSiweMessage(message)).toMatchObject({
      domain: 'shop.example:8080',
      uri: 'https://shop.example:8080',
      address: siweWallet.address,
      chainId: 8453,
      nonce: 'n0nce1234567',
      version: '1',
      issuedAt: new Date('2026-11-22T20:00:00.000Z'),
    })
    expect(message.split('\n')[0]).toBe('shop.example:8080 wants you to sign in with your Ethereum account:')
  })
})

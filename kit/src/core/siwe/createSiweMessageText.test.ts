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

describe('createSiweMessageText, refusing line breaks', () => {
  const build = (params: Record<string, unknown>, nonce = 'n0nce1234567') =>
    createSiweMessageText({
      siwe: hostSiwe({ getNonce: async () => nonce, getMessageParams: async () => params }).siwe,
      address: siweWallet.address,
      chainId: 1,
      location: { host: 'shop.example', origin: 'https://shop.example' },
    })

  it.each([
    ['statement', { statement: 'Sign in\rURI: https://evil.example' }],
    ['statement', { statement: 'Sign in\r\nChain ID: 137' }],
    ['requestId', { requestId: 'r1\rNonce: attacker' }],
    ['resources', { resources: ['https://a.example/\rx'] }],
  ])('refuses a carriage return in %s', async (field, params) => {
    await expect(build(params)).rejects.toThrow(`Invalid Sign-In With Ethereum message: ${field}`)
  })

  it('refuses a carriage return in the nonce', async () => {
    await expect(build({}, 'n0nce1234567\r')).rejects.toThrow('Invalid Sign-In With Ethereum message: nonce')
  })
})

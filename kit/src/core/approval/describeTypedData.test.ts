import { maxUint160, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { describeRequest } from './describeRequest.js'
import { formatPermit } from './formatPermit.js'
import type {
  DescribeRequestContext,
  RequestDescription,
  TypedDataDescription,
} from './RequestDescription.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const ALICE = '0x52908400098527886E0F7030069857D2E4169EE7'
const ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

const context: DescribeRequestContext = {
  networks: [
    { caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 } },
  ],
  caipNetworkId: 'eip155:1',
  tokens: [{ address: `eip155:1:${USDC}`, caipNetworkId: 'eip155:1', symbol: 'USDC', decimals: 6 }],
}

const permit2Domain = { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2.toLowerCase() }

function sign(typedData: unknown, asText = true): RequestDescription {
  return describeRequest(
    { method: 'eth_signTypedData_v4', params: [ALICE, asText ? JSON.stringify(typedData) : typedData] },
    context,
  )
}

function typedDataOf(description: RequestDescription): TypedDataDescription {
  if (description.kind !== 'typedData') throw new TypeError(description.kind)
  return description.typedData
}

describe('describeRequest: eth_signTypedData_v4', () => {
  it('shows the domain and every message field, addresses checksummed', () => {
    const description = sign({
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: ROUTER.toLowerCase() },
      message: { from: { wallet: ALICE.toLowerCase() }, contents: 'Hello', tags: ['a', 'b'] },
    })
    expect(description.chain).toEqual({ caipNetworkId: 'eip155:1', name: 'Ethereum' })
    expect(typedDataOf(description)).toEqual({
      primaryType: 'Mail',
      domain: [
        { name: 'name', value: 'Ether Mail' },
        { name: 'version', value: '1' },
        { name: 'chainId', value: '1' },
        { name: 'verifyingContract', value: ROUTER },
      ],
      message: [
        { name: 'from.wallet', value: ALICE },
        { name: 'contents', value: 'Hello' },
        { name: 'tags[0]', value: 'a' },
        { name: 'tags[1]', value: 'b' },
      ],
      permits: [],
    })
    expect(inEnglish(description.warnings)).toEqual([])
  })

  it('recognises an EIP-2612 permit: the token is the verifying contract, with spender, amount and deadline', () => {
    const description = sign({
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
      message: { owner: ALICE, spender: ROUTER, value: '2500000', nonce: 0, deadline: 1893456000 },
    })
    const [permit] = typedDataOf(description).permits
    expect(permit).toMatchObject({
      standard: 'EIP-2612',
      token: USDC,
      spender: ROUTER,
      unlimited: false,
      amount: { raw: '2500000', formatted: '2.5', symbol: 'USDC' },
      deadline: { raw: '1893456000', date: '2030-01-01T00:00:00.000Z' },
    })
    expect(permit && formatPermit(permit)).toBe(
      `Permit ${ROUTER} to spend 2.5 USDC until 2030-01-01T00:00:00.000Z`,
    )
    expect(inEnglish(description.warnings)).toEqual([])
  })

  it('warns on an unlimited EIP-2612 permit', () => {
    const description = sign({
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
      message: {
        owner: ALICE,
        spender: ROUTER,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 1893456000,
      },
    })
    expect(inEnglish(description.warnings)).toEqual([`Unlimited approval: ${ROUTER} can spend all your USDC`])
  })

  it('recognises a Permit2 PermitSingle with the maximum uint160 as unlimited', () => {
    const description = sign(
      {
        primaryType: 'PermitSingle',
        domain: permit2Domain,
        message: {
          details: { token: USDC, amount: maxUint160.toString(), expiration: '1893456000', nonce: '0' },
          spender: ROUTER,
          sigDeadline: '1700000000',
        },
      },
      false,
    )
    expect(typedDataOf(description).domain).toContainEqual({ name: 'verifyingContract', value: PERMIT2 })
    const [permit] = typedDataOf(description).permits
    expect(permit).toMatchObject({ standard: 'Permit2', token: USDC, spender: ROUTER, unlimited: true })
    expect(permit && formatPermit(permit)).toBe(
      `Permit ${ROUTER} to spend unlimited USDC until 2030-01-01T00:00:00.000Z`,
    )
    expect(inEnglish(description.warnings)).toEqual([`Unlimited approval: ${ROUTER} can spend all your USDC`])
  })

  it('recognises a Permit2 PermitBatch, one permission per token, and shows unknown tokens in base units', () => {
    const description = sign({
      primaryType: 'PermitBatch',
      domain: permit2Domain,
      message: {
        details: [
          { token: USDC, amount: '1000000', expiration: 0, nonce: 0 },
          { token: WETH, amount: '5', expiration: 0, nonce: 0 },
        ],
        spender: ROUTER,
        sigDeadline: 0,
      },
    })
    expect(typedDataOf(description).permits.map(formatPermit)).toEqual([
      `Permit ${ROUTER} to spend 1 USDC until 1970-01-01T00:00:00.000Z`,
      `Permit ${ROUTER} to spend 5 base units (token decimals unknown) of token ${WETH} until 1970-01-01T00:00:00.000Z`,
    ])
  })

  it('recognises a Permit2 PermitTransferFrom', () => {
    const description = sign({
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: { token: USDC, amount: '750000' },
        spender: ROUTER,
        nonce: 1,
        deadline: 1893456000,
      },
    })
    expect(typedDataOf(description).permits).toMatchObject([
      {
        standard: 'Permit2',
        spender: ROUTER,
        amount: { formatted: '0.75' },
        deadline: { raw: '1893456000' },
      },
    ])
  })

  it('gives a plain warning, never a thrown error, for typed data that is not JSON or has no message', () => {
    for (const typedData of ['{not json', JSON.stringify({ domain: {} })]) {
      const description = describeRequest(
        { method: 'eth_signTypedData_v4', params: [ALICE, typedData] },
        context,
      )
      expect(inEnglish(description)).toMatchObject({
        kind: 'unknown',
        warnings: ['The typed data could not be read. Only approve if you trust this site.'],
      })
    }
  })
})

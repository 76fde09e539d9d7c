import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { describeRequest } from './describeRequest.js'
import { formatCallAction } from './formatCallAction.js'
import type { CallDescription, DescribeRequestContext, RequestDescription } from './RequestDescription.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const UNKNOWN_TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const ALICE = '0x52908400098527886E0F7030069857D2E4169EE7'
const SPENDER = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

const context: DescribeRequestContext = {
  networks: [
    { caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 } },
    { caipNetworkId: 'eip155:8453', name: 'Base', nativeCurrency: { symbol: 'ETH', decimals: 18 } },
  ],
  caipNetworkId: 'eip155:1',
  tokens: [
    { address: `eip155:1:${USDC}`, caipNetworkId: 'eip155:1', symbol: 'USDC', decimals: 6 },
    { address: `eip155:1:${DAI.toLowerCase()}`, caipNetworkId: 'eip155:1', symbol: 'DAI', decimals: 18 },
  ],
}

const transfer = (recipient: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
const approve = (spender: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

function send(transaction: Record<string, unknown>) {
  return describeRequest(
    { method: 'eth_sendTransaction', params: [{ from: ALICE, ...transaction }] },
    context,
  )
}

function callsOf(description: RequestDescription): CallDescription[] {
  if (description.kind !== 'transaction' && description.kind !== 'calls')
    throw new TypeError(description.kind)
  return description.calls
}

describe('describeRequest: transactions', () => {
  it('shows the native value exactly, the full checksummed recipient and the chain', () => {
    const description = send({ to: ALICE.toLowerCase(), value: toHex(parseEther('0.123456789012345678')) })
    expect(description.chain).toEqual({ caipNetworkId: 'eip155:1', name: 'Ethereum' })
    expect(inEnglish(description.warnings)).toEqual([])
    expect(callsOf(description).map(formatCallAction)).toEqual([`Send 0.123456789012345678 ETH to ${ALICE}`])
  })

  it('shows an ERC-20 transfer of a 6-decimal token in its units', () => {
    const description = send({ to: USDC, data: transfer(ALICE, 12_500_001n), value: '0x0' })
    const [call] = callsOf(description)
    expect(call?.action).toMatchObject({
      type: 'erc20Transfer',
      recipient: ALICE,
      token: USDC,
      amount: { raw: '12500001', formatted: '12.500001', symbol: 'USDC', decimals: 6 },
    })
    expect(call && formatCallAction(call)).toBe(`Transfer 12.500001 USDC to ${ALICE}`)
  })

  it('shows an ERC-20 transfer of an 18-decimal token exactly, with no float rounding', () => {
    const [call] = callsOf(send({ to: DAI, data: transfer(ALICE, 1_000_000_000_000_000_001n) }))
    expect(call && formatCallAction(call)).toBe(`Transfer 1.000000000000000001 DAI to ${ALICE}`)
  })

  it('shows the raw base units of a token it does not know, and does not guess its decimals', () => {
    const [call] = callsOf(send({ to: UNKNOWN_TOKEN, data: transfer(ALICE, 5_000_000n) }))
    expect(call && formatCallAction(call)).toBe(
      `Transfer 5000000 base units (token decimals unknown) of token ${UNKNOWN_TOKEN} to ${ALICE}`,
    )
  })

  it('uses a token only on its own chain', () => {
    const [call] = callsOf(send({ to: USDC, chainId: '0x2105', data: transfer(ALICE, 1_000_000n) }))
    expect(call?.action).toMatchObject({ amount: { raw: '1000000', formatted: undefined } })
  })

  it('flags an unlimited approve (maxUint256 and anything from 2^255) with a plain warning', () => {
    for (const amount of [maxUint256, 2n ** 255n]) {
      const description = send({ to: USDC, data: approve(SPENDER, amount) })
      const [call] = callsOf(description)
      expect(call?.action).toMatchObject({ type: 'erc20Approve', spender: SPENDER, unlimited: true })
      expect(inEnglish(description.warnings)).toEqual([
        `Unlimited approval: ${SPENDER} can spend all your USDC`,
      ])
      expect(call && formatCallAction(call)).toBe(`Approve ${SPENDER} to spend unlimited USDC`)
    }
  })

  it('shows a limited approve with its exact amount and no warning', () => {
    const description = send({ to: USDC, data: approve(SPENDER, 250_000_000n) })
    expect(inEnglish(description.warnings)).toEqual([])
    expect(callsOf(description).map(formatCallAction)).toEqual([`Approve ${SPENDER} to spend 250 USDC`])
  })

  it('shows setApprovalForAll with the operator and warns when it grants', () => {
    const collection = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D'
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    const description = send({ to: collection, data })
    expect(callsOf(description)[0]?.action).toEqual({
      type: 'setApprovalForAll',
      collection,
      operator: SPENDER,
      approved: true,
    })
    expect(inEnglish(description.warnings)).toEqual([
      `Approval for all: ${SPENDER} can transfer every token you hold in the collection ${collection}`,
    ])
  })

  it('marks data it cannot decode as undecodable, with the selector and length, and warns', () => {
    const description = send({ to: ALICE, data: '0xdeadbeef00000000' })
    expect(callsOf(description)[0]?.action).toEqual({
      type: 'undecodable',
      selector: '0xdeadbeef',
      dataBytes: 8,
    })
    expect(inEnglish(description.warnings)).toEqual([
      'This call could not be decoded. Only approve if you trust this site.',
    ])
  })

  it("gives a plain warning for a value of '1.5', never a SyntaxError", () => {
    const description = send({ to: ALICE, value: '1.5' })
    expect(callsOf(description)[0]?.value).toBeUndefined()
    expect(inEnglish(description.warnings)).toEqual([
      'The value "1.5" could not be read. Only approve if you trust this site.',
    ])
  })

  it('gives plain warnings for data that is not hex, a bad recipient and a missing transaction', () => {
    expect(inEnglish(send({ to: ALICE, data: 'transfer everything' }).warnings)).toEqual([
      'The call data could not be read. Only approve if you trust this site.',
      'This call could not be decoded. Only approve if you trust this site.',
    ])
    expect(inEnglish(send({ to: 'bob' }).warnings)).toEqual([
      'The recipient "bob" could not be read. Only approve if you trust this site.',
    ])
    expect(inEnglish(describeRequest({ method: 'eth_sendTransaction' }, context).warnings)).toEqual([
      'The transaction could not be read. Only approve if you trust this site.',
    ])
  })

  it('shows the fee caps in gwei and the most the network fee can be', () => {
    const description = send({
      to: ALICE,
      gas: '0x5208',
      maxFeePerGas: '0x6fc23ac00',
      maxPriorityFeePerGas: '0x3b9aca00',
    })
    if (description.kind !== 'transaction') throw new TypeError(description.kind)
    expect(description.fees).toEqual({
      gas: '21000',
      maxFeePerGas: { raw: '30000000000', formatted: '30', symbol: 'gwei', decimals: 9 },
      maxPriorityFeePerGas: { raw: '1000000000', formatted: '1', symbol: 'gwei', decimals: 9 },
      maxNetworkFee: { raw: '630000000000000', formatted: '0.00063', symbol: 'ETH', decimals: 18 },
    })
  })
})

describe('describeRequest: wallet_sendCalls', () => {
  it('describes every call of the batch on the chain it names', () => {
    const description = describeRequest(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from: ALICE,
            calls: [
              { to: USDC, data: approve(SPENDER, maxUint256) },
              { to: SPENDER, data: '0x12345678' },
              { to: ALICE, value: '0xde0b6b3a7640000' },
            ],
          },
        ],
      },
      context,
    )
    expect(description.kind).toBe('calls')
    expect(description.chain).toEqual({ caipNetworkId: 'eip155:1', name: 'Ethereum' })
    expect(callsOf(description).map(formatCallAction)).toEqual([
      `Approve ${SPENDER} to spend unlimited USDC`,
      `Call ${SPENDER} with data that could not be decoded (function 0x12345678, 4 bytes)`,
      `Send 1 ETH to ${ALICE}`,
    ])
    expect(inEnglish(description.warnings)).toEqual([
      `Unlimited approval: ${SPENDER} can spend all your USDC`,
      'This call could not be decoded. Only approve if you trust this site.',
    ])
  })

  it('warns when the batch has no calls', () => {
    const description = describeRequest({ method: 'wallet_sendCalls', params: [{ chainId: '0x1' }] }, context)
    expect(inEnglish(description.warnings)).toEqual([
      'The calls of this batch could not be read. Only approve if you trust this site.',
    ])
  })
})

describe('describeRequest: messages and other methods', () => {
  it('shows personal_sign as its UTF-8 text, or as hex when the bytes are not text', () => {
    const text = describeRequest(
      { method: 'personal_sign', params: [toHex('Sign in to Example\nNonce: 1'), ALICE] },
      context,
    )
    expect(text).toMatchObject({
      kind: 'message',
      message: { text: 'Sign in to Example\nNonce: 1', encoding: 'text' },
    })
    const bytes = describeRequest({ method: 'personal_sign', params: ['0xff00fe', ALICE] }, context)
    expect(bytes).toMatchObject({ kind: 'message', message: { text: '0xff00fe', encoding: 'hex' } })
    expect(inEnglish(bytes.warnings)).toEqual([
      'This message is not readable text. Only sign it if you trust this site.',
    ])
  })

  it('shows solana_signMessage as its text', () => {
    const description = describeRequest(
      { method: 'solana_signMessage', params: { message: 'hello', pubkey: 'x' } },
      context,
    )
    expect(description).toMatchObject({ kind: 'message', message: { text: 'hello' } })
  })

  it('names any other method and warns that it could not be decoded', () => {
    expect(inEnglish(describeRequest({ method: 'wallet_grantPermissions', params: [{}] }, context))).toEqual({
      kind: 'unknown',
      method: 'wallet_grantPermissions',
      chain: { caipNetworkId: 'eip155:1', name: 'Ethereum' },
      warnings: [
        'This request (wallet_grantPermissions) could not be decoded. Only approve if you trust this site.',
      ],
    })
  })
})

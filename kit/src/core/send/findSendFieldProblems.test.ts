import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { findSendFieldProblems as findRaw } from './findSendFieldProblems.js'

/** The problems in English, as the form shows them. */
const findSendFieldProblems = (...args: Parameters<typeof findRaw>) => inEnglish(findRaw(...args))

const form = {
  tokenAddress: undefined,
  amount: '1',
  receiverAddress: undefined,
  receiverProfileName: undefined,
}
const eth = { symbol: 'ETH', quantity: { decimals: '18', numeric: '2' } }
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const spec = 'Please enter a valid amount and receiver address'

describe('findSendFieldProblems', () => {
  it('finds nothing wrong with a positive amount within the balance and a valid address', () => {
    expect(findSendFieldProblems({ ...form, receiverAddress: bob }, 'eip155', eth)).toEqual({})
  })

  it('gives each field its own problem, in the words of spec 5', () => {
    expect(
      findSendFieldProblems({ ...form, amount: undefined, receiverAddress: '0x1234' }, 'eip155', eth),
    ).toEqual({ amount: spec, receiver: spec })
    expect(findSendFieldProblems({ ...form, amount: 'abc', receiverAddress: bob }, 'eip155', eth)).toEqual({
      amount: spec,
    })
  })

  it('names the amount problems the visitor can fix: too many decimals, over the balance', () => {
    const usdc = { symbol: 'USDC', quantity: { decimals: '6', numeric: '10' } }
    expect(
      findSendFieldProblems({ ...form, amount: '0.0000001', receiverAddress: bob }, 'eip155', usdc),
    ).toEqual({
      amount: 'USDC allows at most 6 decimals',
    })
    expect(findSendFieldProblems({ ...form, amount: '2.5', receiverAddress: bob }, 'eip155', eth)).toEqual({
      amount: 'Insufficient balance',
    })
  })

  it('lets a name through on eip155 (it resolves at the preview) but refuses a wrong EIP-55 checksum', () => {
    expect(findSendFieldProblems({ ...form, receiverAddress: 'bob.wk.eth' }, 'eip155', eth)).toEqual({})
    expect(findSendFieldProblems({ ...form, receiverAddress: 'bob.wk.eth' }, 'solana', eth).receiver).toBe(
      spec,
    )
    const badChecksum = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
    expect(findSendFieldProblems({ ...form, receiverAddress: badChecksum }, 'eip155', eth).receiver).toBe(
      spec,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { findSendFormError } from './findSendFormError.js'

const form = { tokenAddress: undefined, receiverProfileName: undefined }
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('findSendFormError', () => {
  it('finds nothing wrong with a positive amount and a valid receiver', () => {
    expect(findSendFormError({ ...form, amount: '1.5', receiverAddress: bob }, 'eip155')).toBeUndefined()
  })

  it('returns "Please enter a valid amount and receiver address" without throwing', () => {
    const error = findSendFormError({ ...form, amount: '1', receiverAddress: '0x1234' }, 'eip155')
    expect(error?.message).toBe('Please enter a valid amount and receiver address')
    expect(findSendFormError({ ...form, amount: undefined, receiverAddress: bob })?.message).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  it('refuses an amount with more decimals than the token has, naming the token', () => {
    const usdc = { symbol: 'USDC', quantity: { decimals: '6', numeric: '10' } }
    const error = findSendFormError({ ...form, amount: '0.0000004', receiverAddress: bob }, 'eip155', usdc)
    expect(error?.message).toBe('USDC allows at most 6 decimals')
    expect(
      findSendFormError({ ...form, amount: '0.000001', receiverAddress: bob }, 'eip155', usdc),
    ).toBeUndefined()
  })

  it('refuses a mixed-case receiver whose EIP-55 checksum is wrong, and accepts it all lowercase', () => {
    const badChecksum = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
    expect(findSendFormError({ ...form, amount: '1', receiverAddress: badChecksum }, 'eip155')?.message).toBe(
      'Please enter a valid amount and receiver address',
    )
    const lower = bob.toLowerCase()
    expect(findSendFormError({ ...form, amount: '1', receiverAddress: lower }, 'eip155')).toBeUndefined()
  })
})

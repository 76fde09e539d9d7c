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
})

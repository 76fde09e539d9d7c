import { describe, expect, it } from 'vitest'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { toWalletConnectError } from './toWalletConnectError.js'

describe('toWalletConnectError', () => {
  it.each([5000, 5001, 5002, 5003, 4001])('reads code %i as the visitor declining', (code) => {
    expect(toWalletConnectError({ code, message: 'User rejected.' })).toBeInstanceOf(UserRejectedRequestError)
  })

  it('keeps another wallet error with its code and message', () => {
    const error = toWalletConnectError({ code: -32000, message: 'insufficient funds' })
    expect(error).toBeInstanceOf(ChainRpcError)
    expect(error.message).toContain('insufficient funds')
  })
})

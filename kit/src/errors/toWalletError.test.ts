import { describe, expect, it } from 'vitest'
import { AddChainError } from './AddChainError.js'
import { ChainRpcError } from './ChainRpcError.js'
import { readErrorCode, toWalletError } from './toWalletError.js'
import { UnknownError } from './UnknownError.js'
import { UserRejectedRequestError } from './UserRejectedRequestError.js'

const rpcError = (code: number, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, data })

describe('toWalletError', () => {
  it('makes a 4001 a user rejection, keeping the wallet error as the cause', () => {
    const cause = rpcError(4001, 'User rejected the request.')
    const error = toWalletError(cause)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(cause)
  })

  it('finds a 4001 under a cause chain', () => {
    const error = toWalletError(new Error('outer', { cause: rpcError(4001, 'denied') }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('keeps the code and message of any other wallet error', () => {
    const error = toWalletError(rpcError(4100, 'Unauthorized'))
    expect(error).toBeInstanceOf(ChainRpcError)
    expect(error).toMatchObject({ code: 4100, message: 'Unauthorized' })
  })

  it('passes kit errors through unchanged', () => {
    const error = new AddChainError()
    expect(toWalletError(error)).toBe(error)
  })

  it('names an error without a code "Unknown error" and keeps its message as details', () => {
    const error = toWalletError(new Error('wallet locked'))
    expect(error).toBeInstanceOf(UnknownError)
    expect(error.message).toBe('Unknown error')
    expect(error.details).toBe('wallet locked')
    expect(toWalletError('gone').details).toBe('gone')
  })
})

describe('readErrorCode', () => {
  it("prefers MetaMask's original error code over the generic -32603", () => {
    expect(readErrorCode(rpcError(-32603, 'Internal', { originalError: { code: 4902 } }))).toBe(4902)
  })

  it('falls back to the generic code when nothing more precise is inside', () => {
    expect(readErrorCode(rpcError(-32603, 'Internal'))).toBe(-32603)
  })

  it('reads nothing from values that are not errors', () => {
    expect(readErrorCode(undefined)).toBeUndefined()
    expect(readErrorCode('x')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { parseRpcRequest } from './parseRpcRequest.js'

const to = '0x000000000000000000000000000000000000dEaD'

function thrown(request: unknown): unknown {
  try {
    parseRpcRequest(request)
  } catch (error) {
    return error
  }
  throw new Error('expected parseRpcRequest to throw')
}

describe('parseRpcRequest', () => {
  describe('methods', () => {
    it.each([
      { method: 'eth_chainId' },
      { method: 'eth_getBalance', params: [to, 'latest'] },
      { method: 'eth_call', params: [{ to, data: '0x' }, 'latest'] },
      { method: 'personal_sign', params: ['0x68656c6c6f', to] },
      { method: 'eth_signTypedData_v4', params: [to, '{}'] },
      { method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] },
      { method: 'wallet_grantPermissions', params: [{}] },
      { method: 'wallet_revokePermissions', params: [{}] },
      { method: 'eth_sendUserOperation', params: [{}, to] },
    ])('accepts the known method $method', (request) => {
      expect(parseRpcRequest(request)).toEqual(request)
    })

    it('refuses an unknown method with "Requested RPC call is not allowed"', () => {
      const error = thrown({ method: 'eth_sign', params: [] })
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({
        message: 'Requested RPC call is not allowed',
        uiMessage: 'Action not allowed',
        details: 'Method: eth_sign',
      })
    })

    it.each([null, 'personal_sign', {}, { method: 42 }, { method: 'toString' }, { method: '__proto__' }])(
      'refuses %j as not allowed',
      (request) => {
        expect(thrown(request)).toBeInstanceOf(RpcMethodNotAllowedError)
      },
    )

    it('refuses known methods with wrong params as invalid, not as not allowed', () => {
      const error = thrown({ method: 'personal_sign', params: 'hello' })
      expect(error).toBeInstanceOf(InvalidRpcRequestError)
      expect(error).toMatchObject({ message: 'Invalid RPC request' })
    })
  })

  describe('wallet_sendCalls', () => {
    const batch = { calls: [{ to, data: '0xabcdef' }] }

    it('accepts calls with a to and data starting 0x', () => {
      expect(parseRpcRequest({ method: 'wallet_sendCalls', params: [batch] })).toEqual({
        method: 'wallet_sendCalls',
        params: [batch],
      })
    })

    it('accepts the optional chainId, from, version, capabilities and value', () => {
      const full = {
        chainId: '0x1',
        from: to,
        version: '1.0',
        capabilities: { paymasterService: { url: 'https://paymaster.example' } },
        calls: [{ to, value: '0x10' }],
      }
      expect(parseRpcRequest({ method: 'wallet_sendCalls', params: [full] }).params).toEqual([full])
    })

    it('needs calls', () => {
      expect(thrown({ method: 'wallet_sendCalls', params: [{ from: to }] })).toBeInstanceOf(
        InvalidRpcRequestError,
      )
      expect(thrown({ method: 'wallet_sendCalls', params: [{ calls: [] }] })).toBeInstanceOf(
        InvalidRpcRequestError,
      )
      expect(thrown({ method: 'wallet_sendCalls', params: [] })).toBeInstanceOf(InvalidRpcRequestError)
    })

    it('needs every call to have a to starting 0x', () => {
      const error = thrown({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'dEaD' }] }] })
      expect(error).toBeInstanceOf(InvalidRpcRequestError)
      expect((error as InvalidRpcRequestError).details).toContain('to must start with 0x')
      expect(thrown({ method: 'wallet_sendCalls', params: [{ calls: [{ data: '0x' }] }] })).toBeInstanceOf(
        InvalidRpcRequestError,
      )
    })

    it('refuses data that does not start 0x', () => {
      const error = thrown({ method: 'wallet_sendCalls', params: [{ calls: [{ to, data: 'abcdef' }] }] })
      expect((error as InvalidRpcRequestError).details).toContain('data must start with 0x')
    })
  })

  describe('solana', () => {
    it('signs a message given message and pubkey', () => {
      const params = { message: 'aGVsbG8=', pubkey: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' }
      expect(parseRpcRequest({ method: 'solana_signMessage', params }).params).toEqual(params)
      expect(thrown({ method: 'solana_signMessage', params: { message: 'aGVsbG8=' } })).toBeInstanceOf(
        InvalidRpcRequestError,
      )
      expect(thrown({ method: 'solana_signMessage', params: { pubkey: 'x' } })).toBeInstanceOf(
        InvalidRpcRequestError,
      )
    })

    it('signs a transaction given a transaction', () => {
      expect(
        parseRpcRequest({ method: 'solana_signTransaction', params: { transaction: 'AQAB' } }).params,
      ).toEqual({
        transaction: 'AQAB',
      })
      expect(thrown({ method: 'solana_signTransaction', params: {} })).toBeInstanceOf(InvalidRpcRequestError)
    })

    it('signs all transactions given a list of transactions', () => {
      const params = { transactions: ['AQAB', 'AQAC'] }
      expect(parseRpcRequest({ method: 'solana_signAllTransactions', params }).params).toEqual(params)
      expect(
        thrown({ method: 'solana_signAllTransactions', params: { transactions: 'AQAB' } }),
      ).toBeInstanceOf(InvalidRpcRequestError)
    })

    it('signs and sends with the optional send options', () => {
      const params = {
        transaction: 'AQAB',
        options: {
          skipPreflight: true,
          preflightCommitment: 'confirmed',
          maxRetries: 3,
          minContextSlot: 100,
        },
      }
      expect(parseRpcRequest({ method: 'solana_signAndSendTransaction', params }).params).toEqual(params)
      expect(
        parseRpcRequest({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQAB' } }).params,
      ).toEqual({ transaction: 'AQAB' })
    })

    it.each(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])(
      'accepts the preflight commitment %s',
      (preflightCommitment) => {
        const params = { transaction: 'AQAB', options: { preflightCommitment } }
        expect(parseRpcRequest({ method: 'solana_signAndSendTransaction', params }).params).toEqual(params)
      },
    )

    it('refuses an unknown preflight commitment and a non-boolean skipPreflight', () => {
      const send = (options: unknown) => ({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQAB', options },
      })
      expect(thrown(send({ preflightCommitment: 'eventually' }))).toBeInstanceOf(InvalidRpcRequestError)
      expect(thrown(send({ skipPreflight: 'yes' }))).toBeInstanceOf(InvalidRpcRequestError)
      expect(thrown(send({ maxRetries: -1 }))).toBeInstanceOf(InvalidRpcRequestError)
    })
  })

  it('names the method and keeps the validation error as the cause', () => {
    const error = thrown({ method: 'solana_signTransaction', params: {} }) as InvalidRpcRequestError
    expect(error.details).toMatch(/^solana_signTransaction: /)
    expect(error.cause).toBeDefined()
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { badValues, nearlyValid, wrongValues } from '../../test/badInputs.js'
import { expectOnlyTypedErrors, FUZZ_RUNS } from '../../test/expectOnlyTypedErrors.js'
import { parseRpcRequest } from './parseRpcRequest.js'
import { type KnownRpcMethod, RPC_PARAMS_SCHEMAS } from './rpcRequestSchemas.js'

const methods = Object.keys(RPC_PARAMS_SCHEMAS) as KnownRpcMethod[]

/** Requests from the host: each known method (wallet_sendCalls, solana_sign*, ...) with near-miss or bad params. */
const requests = fc.oneof(
  fc
    .constantFrom(...methods)
    .chain((method) =>
      fc.record(
        { method: fc.constant(method), params: fc.oneof(nearlyValid(RPC_PARAMS_SCHEMAS[method]), badValues) },
        { requiredKeys: ['method'] },
      ),
    ),
  fc.record({
    method: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'eth_sign'), wrongValues),
    params: badValues,
  }),
  badValues,
)

describe(`RPC request parser: ${FUZZ_RUNS} bad requests, only typed errors`, () => {
  it('parseRpcRequest returns a request or throws RpcMethodNotAllowedError or InvalidRpcRequestError', () => {
    expectOnlyTypedErrors(requests, (request) => {
      try {
        expect(methods).toContain(parseRpcRequest(request).method)
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError || error instanceof InvalidRpcRequestError) throw error
        throw new Error(`untyped: ${String(error)}`)
      }
    })
  })
})

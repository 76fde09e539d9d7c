import { describe, expect, it } from 'vitest'
import { ChainRpcError } from '../errors/ChainRpcError.js'
import { stopsRpcFallback } from './stopsRpcFallback.js'

const withCode = (code: number) => Object.assign(new Error(`failed with ${code}`), { code })

describe('stopsRpcFallback', () => {
  it.each([5000, 4001, -32003, -32004, 4200])('stops on code %i', (code) => {
    expect(stopsRpcFallback(withCode(code))).toBe(true)
  })

  it.each([-32601, -32603, -32005, 429, 4902, 32603, -1])('keeps falling back on code %i', (code) => {
    expect(stopsRpcFallback(withCode(code))).toBe(false)
  })

  it('finds the code anywhere in the cause chain', () => {
    const wrapped = new Error('request failed', {
      cause: new ChainRpcError({ code: 5000, message: 'User rejected' }),
    })

    expect(stopsRpcFallback(wrapped)).toBe(true)
  })

  it('stops on a reverted execution, as viem does by default', () => {
    expect(stopsRpcFallback(new Error('execution reverted: insufficient balance'))).toBe(true)
  })

  it('keeps falling back on an error without a code', () => {
    expect(stopsRpcFallback(new TypeError('fetch failed'))).toBe(false)
  })

  it('stops walking a cause chain that loops', () => {
    const first = new Error('first')
    const second = new Error('second', { cause: first })
    Object.defineProperty(first, 'cause', { value: second })

    expect(stopsRpcFallback(first)).toBe(false)
  })
})

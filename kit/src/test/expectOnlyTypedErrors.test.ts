import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../errors/InvalidResponseError.js'
import { badValues } from './badInputs.js'
import { expectOnlyTypedErrors } from './expectOnlyTypedErrors.js'

describe('expectOnlyTypedErrors', () => {
  it('fails on a parser that lets a raw TypeError escape on some bad input', () => {
    const careless = (value: unknown) => (value as { a: { b: unknown } }).a.b
    expect(() => expectOnlyTypedErrors(badValues, careless, { numRuns: 200 })).toThrow(
      /Property failed[\s\S]*threw TypeError/,
    )
  })

  it('reports a finding on an input nested 2,000 deep as what the parser threw', () => {
    let deep: unknown = 1
    for (let depth = 0; depth < 2_000; depth++) deep = [deep]
    const careless = (value: unknown) => (value as { a: { b: unknown } }).a.b
    expect(() => expectOnlyTypedErrors(fc.constant(deep), careless, { numRuns: 1 })).toThrow(
      /^Property failed after 1 runs [\s\S]*threw TypeError/,
    )
  })

  it('passes a parser whose every failure is a WalletKitError', () => {
    const careful = (value: unknown) => {
      if (typeof value !== 'string') throw new InvalidResponseError({ endpoint: '/fuzz' })
      return value
    }
    expect(() => expectOnlyTypedErrors(badValues, careful, { numRuns: 200 })).not.toThrow()
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { transactionHistorySchema } from '../api/transactionSchema.js'
import { walletsPageSchema } from '../api/walletDirectoryEntrySchema.js'
import { badValues, nearlyValid } from './badInputs.js'

describe('nearlyValid', () => {
  it('makes values that pass the schema, and values that fail it at a nested field', () => {
    for (const schema of [transactionHistorySchema, walletsPageSchema]) {
      const samples = fc.sample(nearlyValid(schema), { numRuns: 300, seed: 7 })
      const results = samples.map((sample) => z.safeParse(schema, sample))
      expect(results.some((result) => result.success)).toBe(true)
      const nestedFailures = results.flatMap((result) =>
        result.success ? [] : result.error.issues.filter((issue) => issue.path.length >= 3),
      )
      expect(nestedFailures.length).toBeGreaterThan(0)
    }
  })
})

describe('badValues', () => {
  it('holds huge strings, prototype keys and deep nesting', () => {
    const samples = fc.sample(badValues, { numRuns: 2_000, seed: 7 })
    expect(samples.some((value) => typeof value === 'string' && value.length >= 65_536)).toBe(true)
    expect(
      samples.some(
        (value) => typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__'),
      ),
    ).toBe(true)
    const depth = (value: unknown) => {
      let levels = 0
      let current = value
      while (typeof current === 'object' && current !== null) {
        current = Array.isArray(current) ? current[0] : (current as { a?: unknown }).a
        levels += 1
      }
      return levels
    }
    expect(Math.max(...samples.map(depth))).toBeGreaterThanOrEqual(2_000)
  })
})

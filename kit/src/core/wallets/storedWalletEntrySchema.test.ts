import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { walletDirectoryEntrySchema } from '../../api/walletDirectoryEntrySchema.js'
import { badValues, nearlyValid } from '../../test/badInputs.js'
import { storedWalletEntrySchema } from './storedWalletEntrySchema.js'

const fields = Object.keys(walletDirectoryEntrySchema.shape)

/** Entries with the directory's fields, each mostly of its type, sometimes null, of the wrong type or missing. */
const entries = fc.record(
  Object.fromEntries(
    fields.map((field) => {
      const [right, wrong] =
        field === 'chains' ? [fc.array(fc.string()), fc.string()] : [fc.string(), fc.array(fc.string())]
      return [field, fc.oneof({ arbitrary: right, weight: 8 }, fc.constant(null), wrong)]
    }),
  ),
  { requiredKeys: ['id', 'name'] },
)

describe('storedWalletEntrySchema', () => {
  it('has the fields of a wallet directory entry', () => {
    expect(Object.keys(storedWalletEntrySchema.entries)).toEqual(fields)
  })

  it('reads a stored entry as the directory schema reads it: the same entries accepted, the same values out', () => {
    fc.assert(
      fc.property(fc.oneof(entries, nearlyValid(walletDirectoryEntrySchema), badValues), (value) => {
        const expected = walletDirectoryEntrySchema.safeParse(value)
        const read = v.safeParse(storedWalletEntrySchema, value)
        expect(read.success).toBe(expected.success)
        if (expected.success) expect(read.output).toStrictEqual(expected.data)
      }),
      { numRuns: 1_000 },
    )
  })

  it('fills a missing or null chain list with an empty one, and reads null fields as missing', () => {
    expect(v.parse(storedWalletEntrySchema, { id: 'a', name: 'A', rdns: null, chains: null })).toStrictEqual({
      id: 'a',
      name: 'A',
      rdns: undefined,
      chains: [],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { isValidName, nameSchema } from './isValidName.js'

describe('isValidName', () => {
  it.each([
    ['abcd', 'exactly 4 letters'],
    ['ADA-99', 'upper case, digits and a hyphen'],
    ['1234', 'digits only'],
    ['----', 'hyphens only'],
    ['a'.repeat(64), 'a long name'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidName(value)).toBe(true)
  })

  it.each<[unknown, string]>([
    ['abc', '3 characters'],
    ['', 'an empty string'],
    ['ada_99', 'an underscore'],
    ['ada.wcn.id', 'dots (the suffix is not part of the name)'],
    ['ada lovelace', 'a space'],
    ['adé-99', 'a non-ASCII letter'],
    ['ada!', 'punctuation'],
    [1234, 'a number'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidName(value)).toBe(false)
  })

  it('is also available as a zod schema that says what is wrong', () => {
    expect(nameSchema.safeParse('ab').error?.issues[0]?.message).toBe('At least 4 characters')
    expect(nameSchema.safeParse('ab_cd').error?.issues[0]?.message).toBe('Only letters, digits and hyphens')
  })
})

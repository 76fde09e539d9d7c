import { describe, expect, it } from 'vitest'
import { emailSchema, isEmail } from './isEmail.js'

describe('isEmail', () => {
  it.each(['ada@example.com', 'ada.lovelace+kit@mail.example.co.uk', 'a_b-c@sub-domain.io', 'A@B.CO'])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true)
    },
  )

  it.each<[unknown, string]>([
    ['', 'an empty string'],
    ['ada', 'no @'],
    ['ada@', 'no domain'],
    ['@example.com', 'no local part'],
    ['ada@example', 'no top-level domain'],
    ['ada@@example.com', 'two @'],
    ['ada lovelace@example.com', 'a space'],
    [' ada@example.com', 'a leading space (the caller trims if it wants to)'],
    [42, 'a number'],
  ])('rejects %j (%s)', (value) => {
    expect(isEmail(value)).toBe(false)
  })

  it('is also available as a zod schema', () => {
    expect(emailSchema.parse('ada@example.com')).toBe('ada@example.com')
  })
})

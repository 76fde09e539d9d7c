import { describe, expect, it } from 'vitest'
import { isSignedMessage, signedMessageSchema } from './isSignedMessage.js'

describe('isSignedMessage', () => {
  it.each([
    [`0x${'a'.repeat(62)}`, 'exactly 62 hex digits'],
    [`0x${'Ab'.repeat(65)}`, 'a 65-byte signature'],
    [`0x${'f'.repeat(1000)}`, 'a long smart-account signature'],
  ])('accepts %s (%s)', (value) => {
    expect(isSignedMessage(value)).toBe(true)
  })

  it.each<[unknown, string]>([
    [`0x${'a'.repeat(61)}`, '61 hex digits'],
    ['a'.repeat(130), 'no 0x'],
    [`0x${'a'.repeat(70)}g`, 'a non-hex digit'],
    ['0x', 'no digits'],
    [undefined, 'undefined'],
  ])('rejects %j (%s)', (value) => {
    expect(isSignedMessage(value)).toBe(false)
  })

  it('is also available as a zod schema', () => {
    expect(signedMessageSchema.safeParse('0x12').error?.issues[0]?.message).toBe('Invalid signed message')
  })
})

import { describe, expect, it } from 'vitest'
import { InvalidNameError } from '../../errors/InvalidNameError.js'
import { parseNameLabel } from './parseNameLabel.js'

describe('parseNameLabel (spec 5: at least 4 characters of letters, digits or hyphens)', () => {
  it.each(['sam1', 'Sam-2', 'a-b-c', '2026', '  dave  ', 'dave.wk.id', 'DAVE.WK.ID'])(
    'accepts %j',
    (input) => {
      const parsed = parseNameLabel(input)
      expect(parsed.valid).toBe(true)
      if (parsed.valid) expect(parsed.name).toBe(`${parsed.label}.wk.id`)
    },
  )

  it('gives the label lower-cased, trimmed and without the zone', () => {
    expect(parseNameLabel(' Sam-2.wk.id ')).toEqual({ valid: true, label: 'sam-2', name: 'sam-2.wk.id' })
  })

  it.each(['sam', 'ab', '', 'sam_1', 'sam 1', 'sam.eth', 'dave.wk', 'émile', 'sam!', '....'])(
    'refuses %j with InvalidNameError',
    (input) => {
      const parsed = parseNameLabel(input)
      expect(parsed.valid).toBe(false)
      if (!parsed.valid) {
        expect(parsed.error).toBeInstanceOf(InvalidNameError)
        expect(parsed.error.message).toMatchInlineSnapshot(
          `"Name must be at least 4 characters of letters, digits or hyphens"`,
        )
      }
    },
  )
})

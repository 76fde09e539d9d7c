import { expect, it } from 'vitest'
import { toTsLiteral } from './toTsLiteral.js'

it('writes short values on one line, with single quotes and bare keys', () => {
  expect(toTsLiteral({ a: 'it’s', 'b-c': [1, true, null], d: {}, e: [] })).toBe(
    "{ a: 'it’s', 'b-c': [1, true, null], d: {}, e: [] }",
  )
})

it('escapes quotes and backslashes, and leaves undefined out', () => {
  expect(toTsLiteral({ text: "a'b\\c", gone: undefined })).toBe("{ text: 'a\\'b\\\\c' }")
})

it('breaks long values over indented lines, with trailing commas', () => {
  const long = { list: Array.from({ length: 12 }, (_, index) => `entry-${index}`) }
  expect(toTsLiteral(long)).toBe(
    `{\n  list: [\n${long.list.map((entry) => `    '${entry}',`).join('\n')}\n  ],\n}`,
  )
})

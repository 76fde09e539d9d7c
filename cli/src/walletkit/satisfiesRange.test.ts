import { expect, it } from 'vitest'
import { satisfiesRange } from './satisfiesRange.js'

it.each([
  ['19.3.1', '>=18.2', true],
  ['18.1.0', '>=18.2', false],
  ['2.57.20', '^2.57.0', true],
  ['3.0.0', '^2.57.0', false],
  ['0.1.4', '^0.1.0', true],
  ['0.2.0', '^0.1.0', false],
  ['6.0.3', '~6.0.3', true],
  ['6.1.0', '~6.0.3', false],
  ['2.25.0', '2.25.0', true],
  ['2.25.1', '2.25.0', false],
  ['1.0.0', '*', true],
  ['17.0.2', '^17.0.0 || ^18.0.0', true],
  ['19.0.0', '>=18 <19', false],
  ['19.0.0-rc.1', '>=18', true],
  ['not-a-version', '*', false],
] as const)('%s in %s: %s', (version, range, expected) => {
  expect(satisfiesRange(version, range)).toBe(expected)
})

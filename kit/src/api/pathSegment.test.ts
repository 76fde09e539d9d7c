import { describe, expect, it } from 'vitest'
import { pathSegment } from './pathSegment.js'

describe('pathSegment', () => {
  it('keeps the colons of a CAIP address', () => {
    expect(pathSegment('eip155:1:0xAbC')).toBe('eip155:1:0xAbC')
  })

  it('escapes what would leave the segment or start a query', () => {
    expect(pathSegment('../a/b?c#d e')).toBe('..%2Fa%2Fb%3Fc%23d%20e')
  })
})

import { describe, expect, it } from 'vitest'
import { InvalidPathSegmentError } from '../errors/InvalidPathSegmentError.js'
import { pathSegment } from './pathSegment.js'

describe('pathSegment', () => {
  it('keeps the colons of a CAIP address', () => {
    expect(pathSegment('eip155:1:0xAbC')).toBe('eip155:1:0xAbC')
  })

  it('escapes what would leave the segment or start a query', () => {
    expect(pathSegment('../a/b?c#d e')).toBe('..%2Fa%2Fb%3Fc%23d%20e')
  })
})

describe('pathSegment, dot segments', () => {
  it.each(['.', '..'])('refuses %s, which the URL parser would resolve out of the path', (value) => {
    expect(() => pathSegment(value)).toThrow(InvalidPathSegmentError)
    expect(() => pathSegment(value)).toThrow('Invalid URL path segment')
  })

  it('keeps dots inside a name', () => {
    expect(pathSegment('vitalik.eth')).toBe('vitalik.eth')
    expect(pathSegment('...')).toBe('...')
  })
})

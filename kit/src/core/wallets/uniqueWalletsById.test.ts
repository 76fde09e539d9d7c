import { describe, expect, it } from 'vitest'
import { uniqueWalletsById } from './uniqueWalletsById.js'

describe('uniqueWalletsById', () => {
  it('keeps the first entry of each id in order', () => {
    const result = uniqueWalletsById([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'a', name: 'A again' },
    ])
    expect(result).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ])
  })
})

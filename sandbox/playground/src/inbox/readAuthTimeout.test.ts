import { describe, expect, it } from 'vitest'
import { readAuthTimeout } from './readAuthTimeout.js'

describe('readAuthTimeout', () => {
  it('reads a whole number of milliseconds from ?authTimeout=', () => {
    expect(readAuthTimeout('http://127.0.0.1:5173/?authTimeout=2000')).toBe(2000)
  })

  it.each(['', '?authTimeout=', '?authTimeout=-5', '?authTimeout=1.5', '?authTimeout=soon'])(
    'leaves the kit its 30 s for %j',
    (query) => {
      expect(readAuthTimeout(`http://127.0.0.1:5173/${query}`)).toBeUndefined()
    },
  )
})

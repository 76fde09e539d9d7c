import { describe, expect, it } from 'vitest'
import { readAccountOptions } from './readAccountOptions.js'

const page = 'http://127.0.0.1:5173/'

describe('readAccountOptions', () => {
  it('turns on smart sessions with ?smartSessions=1 only', () => {
    expect(readAccountOptions(`${page}?smartSessions=1`)).toEqual({ smartSessions: true })
    expect(readAccountOptions(page)).toEqual({})
    expect(readAccountOptions(`${page}?smartSessions=0`)).toEqual({})
    expect(readAccountOptions(`${page}?smartSessions=yes`)).toEqual({})
  })
})

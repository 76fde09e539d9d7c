import { describe, expect, it } from 'vitest'
import { readAllowedOrigins } from './readAllowedOrigins.js'

describe('readAllowedOrigins', () => {
  it('reads the origins the server lists, space- or comma-separated, as origins', () => {
    expect(readAllowedOrigins('http://127.0.0.1:5173/ https://app.example,https://b.example/path')).toEqual([
      'http://127.0.0.1:5173',
      'https://app.example',
      'https://b.example',
    ])
  })

  it('ignores what is not an http(s) origin, and is undefined when nothing is configured', () => {
    expect(readAllowedOrigins('javascript:alert(1) nonsense https://ok.example')).toEqual([
      'https://ok.example',
    ])
    expect(readAllowedOrigins(null)).toBeUndefined()
    expect(readAllowedOrigins('  ')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { readVisitorTimeZone } from './readVisitorTimeZone.js'

describe('readVisitorTimeZone', () => {
  it('reads a zone Intl knows from ?timeZone=, and nothing else', () => {
    expect(readVisitorTimeZone('http://127.0.0.1:5173/?timeZone=Asia/Shanghai')).toBe('Asia/Shanghai')
    expect(readVisitorTimeZone('http://127.0.0.1:5173/?timeZone=Mars/Olympus')).toBeUndefined()
    expect(readVisitorTimeZone('http://127.0.0.1:5173/')).toBeUndefined()
  })
})

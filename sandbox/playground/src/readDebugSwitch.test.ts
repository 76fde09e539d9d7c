import { describe, expect, it } from 'vitest'
import { readDebugSwitch } from './readDebugSwitch.js'

describe('readDebugSwitch', () => {
  it('is on with ?debug=1 only', () => {
    expect(readDebugSwitch('http://127.0.0.1:5173/?debug=1&scenario=origin-not-allowed')).toBe(true)
    expect(readDebugSwitch('http://127.0.0.1:5173/')).toBe(false)
    expect(readDebugSwitch('http://127.0.0.1:5173/?debug=0')).toBe(false)
    expect(readDebugSwitch('http://127.0.0.1:5173/?debug=true')).toBe(false)
  })
})

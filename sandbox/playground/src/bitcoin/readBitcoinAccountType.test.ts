import { describe, expect, it } from 'vitest'
import { readBitcoinAccountType } from './readBitcoinAccountType.js'

describe('readBitcoinAccountType', () => {
  it('reads payment or ordinal from ?bip122AccountType=, and nothing else', () => {
    expect(readBitcoinAccountType('http://127.0.0.1:5173/?bip122AccountType=ordinal')).toBe('ordinal')
    expect(readBitcoinAccountType('http://127.0.0.1:5173/?bip122AccountType=payment')).toBe('payment')
    expect(readBitcoinAccountType('http://127.0.0.1:5173/?bip122AccountType=stx')).toBeUndefined()
    expect(readBitcoinAccountType('http://127.0.0.1:5173/')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { colorFromText } from './colorFromText.js'
import { gradientFromAddress } from './gradientFromAddress.js'

describe('generated colours', () => {
  it('give a name the same colour every time, and different names different colours', () => {
    expect(colorFromText('Base')).toBe(colorFromText('Base'))
    expect(new Set(['Ethereum', 'Base', 'OP Mainnet', 'Arbitrum One'].map(colorFromText)).size).toBe(4)
  })

  it('give an address the same gradient whatever its case', () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7'
    expect(gradientFromAddress(address)).toBe(gradientFromAddress(address.toLowerCase()))
    expect(gradientFromAddress(address)).not.toBe(
      gradientFromAddress('0x1111111111111111111111111111111111111111'),
    )
    expect(gradientFromAddress(address)).toMatch(/^radial-gradient/)
  })
})
